#!/usr/bin/env node
/*
 * The bytes of a first visit to each page with and without `Save-Data: on`, as the shared harness counts a
 * page's transfer (../shared/perf/README.md): Debian's Chromium at 375x812, DPR 3, mobile and touch, every
 * request's CDP encodedDataLength (headers and encoded body) of a cold load, until 1.5 s without network
 * activity. The header is sent as a browser or an operator's proxy sends it, on every request of the visit.
 * Each page is loaded without and with it, one after the other, so that both rows come from one moment.
 *
 * Usage: node scripts/save-data-transfer.mjs BASE [--publish] [PATH...]
 *   --publish: first upload the bench's camera-sized photos through the console (scripts/bench-photos.mjs,
 *   with this process's DATA_DIR) and measure their pages too.
 * `npm run bench` prints the same table for its picture pages.
 */
import path from 'node:path';
import { chromium } from 'playwright-core';

const VIEWPORT = { width: 375, height: 812 };
const DPR = 3;
const SETTLED_MS = 1500;
const AT_MOST_MS = 20_000;

/** One cold visit's bytes, in all and by kind of request (Document, Script, Image, Font, Fetch, …). */
async function firstVisit(browser, url, headers) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: DPR,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: headers,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map();
    const byType = {};
    let bytes = 0;
    let inflight = 0;
    let last = Date.now();
    const add = (type, n) => {
      bytes += n;
      byType[type] = (byType[type] ?? 0) + n;
    };
    cdp.on('Network.requestWillBeSent', (e) => {
      last = Date.now();
      if (e.redirectResponse) return add('Redirect', e.redirectResponse.encodedDataLength ?? 0);
      requests.set(e.requestId, { type: e.type ?? 'Other', url: e.request.url });
      inflight++;
    });
    cdp.on('Network.responseReceived', (e) => {
      const request = requests.get(e.requestId);
      if (request) request.type = e.type ?? request.type;
    });
    const end = (e, n) => {
      last = Date.now();
      const request = requests.get(e.requestId);
      if (!request || request.done) return;
      request.done = true;
      inflight--;
      add(request.type, n);
    };
    cdp.on('Network.loadingFinished', (e) => end(e, e.encodedDataLength));
    cdp.on('Network.loadingFailed', (e) => end(e, 0));
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    while (Date.now() - started < AT_MOST_MS && !(inflight <= 0 && Date.now() - last > SETTLED_MS))
      await new Promise((r) => setTimeout(r, 100));
    return { bytes, byType, requests: requests.size };
  } finally {
    await context.close();
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Measures each of `routes` at `base` without and with `Save-Data: on`; prints them as a table to `write`
 * (console.log), with what each kind of request weighed, and answers the rows and the share of the bytes of
 * all of them the wish saved.
 */
export async function saveDataTransfer(base, routes, write = console.log) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const rows = [];
  try {
    for (const route of routes) {
      const plain = await firstVisit(browser, base + route, {});
      const saving = await firstVisit(browser, base + route, { 'Save-Data': 'on' });
      rows.push({ route, plain, saving });
    }
  } finally {
    await browser.close();
  }
  const share = (plain, saving) => (plain ? `${(((plain - saving) / plain) * 100).toFixed(1)} %` : '-');
  write(`first visit with and without Save-Data: on (Chromium ${VIEWPORT.width}x${VIEWPORT.height}, DPR ${DPR})`);
  write(`  ${'page'.padEnd(52)} ${'without'.padStart(10)} ${'with'.padStart(10)} ${'saved'.padStart(8)}`);
  for (const { route, plain, saving } of rows)
    write(
      `  ${route.padEnd(52)} ${kb(plain.bytes).padStart(10)} ${kb(saving.bytes).padStart(10)} ${share(plain.bytes, saving.bytes).padStart(8)}`,
    );
  const sum = (pick) => rows.reduce((n, row) => n + pick(row), 0);
  const plainAll = sum((r) => r.plain.bytes);
  const savingAll = sum((r) => r.saving.bytes);
  write(
    `  ${'all of them'.padEnd(52)} ${kb(plainAll).padStart(10)} ${kb(savingAll).padStart(10)} ${share(plainAll, savingAll).padStart(8)}`,
  );
  const types = [...new Set(rows.flatMap((r) => [...Object.keys(r.plain.byType), ...Object.keys(r.saving.byType)]))];
  write('  by kind of request, all pages:');
  for (const type of types.sort()) {
    const without = sum((r) => r.plain.byType[type] ?? 0);
    const withIt = sum((r) => r.saving.byType[type] ?? 0);
    write(
      `    ${type.padEnd(50)} ${kb(without).padStart(10)} ${kb(withIt).padStart(10)} ${share(without, withIt).padStart(8)}`,
    );
  }
  return { rows, saved: plainAll ? (plainAll - savingAll) / plainAll : 0 };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [base, ...rest] = process.argv.slice(2);
  if (!base?.startsWith('http')) {
    console.error('Usage: node scripts/save-data-transfer.mjs BASE [--publish] [PATH...]');
    process.exit(2);
  }
  const routes = rest.filter((a) => a !== '--publish');
  if (rest.includes('--publish')) {
    const { publishPhotoPages } = await import('./bench-photos.mjs');
    const pages = await publishPhotoPages(base, process.env, path.resolve(import.meta.dirname, '..'));
    for (const route of pages) await fetch(base + route); // rendered once, as the bench does
    routes.push(...pages);
  }
  await saveDataTransfer(base, routes);
}
