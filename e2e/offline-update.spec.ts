import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from './fixtures';
import { askPage, keptOnDevice } from './kept';

/*
 * A returning visitor's worker after the server changed: a new build reaches them within one navigation,
 * and SERVICE_WORKER=off removes the worker and everything it kept, with nothing for them to clear. Each
 * test serves the site on a port of its own from servers it starts and stops: the worker is the origin's,
 * so the "deployment" has to happen on the same address.
 *
 * The new build is the same build under another id, as a real one would bring: a copy of .next made of
 * hard links with a new BUILD_ID, the pages this test reads carrying it, and its worker built again by
 * scripts/build-worker.ts. Rebuilding the app in a test would take minutes.
 */

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

const root = path.resolve(__dirname, '..');
/*
 * A port of the test's own, free when the file starts: the suite's server has E2E_PORT, and the stack's instances
 * (scripts/stack.ts) hold fixed ports next to it while their tests run.
 */
let PORT = 0;
let BASE = '';
test.beforeAll(async () => {
  PORT = await new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  BASE = `http://127.0.0.1:${PORT}`;
});

/** Serves the build in `dir` on PORT, as `npm start` does, until stopped. */
async function serve(dir: string, extra: Record<string, string> = {}): Promise<() => Promise<void>> {
  const server: ChildProcess = spawn(process.execPath, [path.join('dist', 'server.mjs')], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(PORT),
      NEXT_TELEMETRY_DISABLED: '1',
      RATE_LIMIT_PER_MINUTE: '100000',
      ALLOW_LOCAL_SITE_URL: '1',
      ...extra,
    },
    stdio: 'ignore',
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  for (let i = 0; i < 200; i++) {
    // Another server on the port (this one could not listen) must not pass for this one.
    if (server.exitCode !== null) throw new Error(`the server in ${dir} stopped (is port ${PORT} taken?)`);
    try {
      if ((await fetch(`${BASE}/api/arewahub/events/getEvents`)).ok) return stop;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  await stop();
  throw new Error(`the server in ${dir} did not start`);
}

/** Replaces a file of a hard-linked copy without touching the original it shares its bytes with. */
function rewrite(file: string, text: string) {
  fs.unlinkSync(file);
  fs.writeFileSync(file, text);
}

/** A copy of this folder whose build is a new one: its own BUILD_ID, pages and worker; everything else linked. */
function newBuild(pages: string[]): { dir: string; id: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-new-build-'));
  for (const name of fs.readdirSync(root))
    if (name !== '.next') fs.symlinkSync(path.join(root, name), path.join(dir, name));
  fs.mkdirSync(path.join(dir, '.next'));
  for (const name of fs.readdirSync(path.join(root, '.next')))
    if (name !== 'cache') execFileSync('cp', ['-al', path.join(root, '.next', name), path.join(dir, '.next', name)]);
  const old = fs.readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim();
  const id = `${old.slice(0, 12)}new${Date.now().toString(36)}`;
  rewrite(path.join(dir, '.next', 'BUILD_ID'), id);
  for (const page of pages) {
    const file = path.join(dir, '.next', 'server', 'app', 'en', `${page}.html`);
    rewrite(file, fs.readFileSync(file, 'utf8').replaceAll(old, id));
  }
  execFileSync(process.execPath, ['-r', 'esbuild-register', 'scripts/build-worker.ts', dir], { cwd: root });
  return { dir, id };
}

const cacheNames = (page: Page) => askPage(page, () => page.evaluate(() => caches.keys()));

test('a new build replaces the pages the worker keeps within one navigation', async ({ page }) => {
  test.setTimeout(120_000);
  const oldId = fs.readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim();
  const next = newBuild(['faq', 'contact']);
  let stop = await serve(root);
  try {
    await page.goto(`${BASE}/contact`);
    await keptOnDevice(page, '/contact');
    await page.goto(`${BASE}/faq`);
    await keptOnDevice(page, '/faq');
    expect(await cacheNames(page)).toContain(`pages-${oldId}`);
    await stop();

    stop = await serve(next.dir);
    // One navigation: the old worker answers it from the device, and the browser finds the new worker.
    await page.goto(`${BASE}/faq`);
    await expect.poll(() => cacheNames(page), { timeout: 20_000 }).not.toContain(`pages-${oldId}`);
    // From then on every page is the new build's.
    await page.goto(`${BASE}/contact`);
    expect(await page.content()).toContain(next.id);
    expect(await page.content()).not.toContain(oldId);
    await keptOnDevice(page, '/contact');
    expect(await cacheNames(page)).toContain(`pages-${next.id}`);
  } finally {
    await stop();
    fs.rmSync(next.dir, { recursive: true, force: true });
  }
});

test('SERVICE_WORKER=off removes the worker and what it kept on the next navigation', async ({ page }) => {
  test.setTimeout(120_000);
  let stop = await serve(root);
  try {
    await page.goto(`${BASE}/faq`);
    await keptOnDevice(page, '/faq');
    await stop();

    stop = await serve(root, { SERVICE_WORKER: 'off' });
    await page.goto(`${BASE}/faq`);
    await expect
      .poll(async () => (await page.evaluate(() => navigator.serviceWorker.getRegistrations())).length, {
        timeout: 20_000,
      })
      .toBe(0);
    expect(await cacheNames(page)).toEqual([]);
    const response = await page.goto(`${BASE}/contact`);
    expect(response?.fromServiceWorker()).toBe(false);
    expect(response?.status()).toBe(200);
  } finally {
    await stop();
  }
});
