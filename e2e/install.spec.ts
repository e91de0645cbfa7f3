import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/* The site can be put on a phone's home screen: its manifest, icons, and Chromium's own installability check. */

test('every page links the web app manifest, whose icons exist at the sizes it names', async ({ page, request }) => {
  for (const path of ['/', '/fr/arewa-hub/products', '/ha/acn/home']) {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  }
  const response = await request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Edu Connect Africa', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((i) => i.purpose).sort()).toEqual(['any', 'any', 'maskable']);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type']).toBe('image/png');
    const bytes = await file.body();
    // A PNG's width and height are the IHDR chunk's first two big-endian words.
    const [width, height] = icon.sizes.split('x').map(Number);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([width, height]);
  }
});

test('Chromium finds nothing that keeps the site from being installed', async ({
  playwright,
  browserName,
  baseURL,
}, testInfo) => {
  test.skip(browserName !== 'chromium', 'the installability check is a Chromium DevTools command');
  // A test's usual context is incognito, where Chromium installs nothing: a profile of its own on disk.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId))
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
