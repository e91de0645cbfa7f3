#!/usr/bin/env node
/*
 * A returning visitor on a phone: each page is read once, with the service worker allowed (lib/offline/worker.ts),
 * then opened again, both under slow 4G as Lighthouse's devtools throttling applies it (SLOW_4G): on a slow
 * connection Chrome loads lazy pictures from farther below the fold, so a first visit read on a fast one
 * would leave out pictures the second loads. The first visit ends once the page and its worker are quiet (the
 * worker keeps what the first page hands it after the page is kept). This prints the
 * second visit's largest contentful paint and the bytes it took from the network: every request of the page and
 * of the worker (the worker's check of /sw.js, a page refreshed in the background) that the worker did not
 * answer from the device, each against BUDGET. Then the same for /faq changed between the two visits through the
 * staff API (ADMIN_TOKEN, which npm run bench hands it): whether the second visit shows the change once it has
 * loaded (and its worker had the server's answer), which it must, at the first load.
 *
 * Usage: node scripts/bench-repeat.mjs <base URL> <route>…   (npm run bench runs it as its `repeat` part)
 */
import { chromium } from '@playwright/test';

const [base, ...routes] = process.argv.slice(2);
if (!base || routes.length === 0) {
  console.error('usage: node scripts/bench-repeat.mjs <base URL> <route>…');
  process.exit(2);
}
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (607.5 * 1024) / 8,
};
const BUDGET = { lcp: 500, bytes: 20 * 1024 };

/** How long the page and its worker must ask for nothing before a first visit counts as over, and the longest wait. */
const QUIET_MS = 1000;
const QUIET_LIMIT_MS = 30_000;

/** Resolves once no request of the context (its pages' and its worker's) has been in flight for QUIET_MS. */
async function quiet(context) {
  let inFlight = 0;
  let since = Date.now();
  const start = () => inFlight++;
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    since = Date.now();
  };
  context.on('request', start);
  context.on('requestfinished', end);
  context.on('requestfailed', end);
  const until = Date.now() + QUIET_LIMIT_MS;
  while (Date.now() < until && (inFlight > 0 || Date.now() - since < QUIET_MS))
    await new Promise((r) => setTimeout(r, 100));
  context.off('request', start);
  context.off('requestfinished', end);
  context.off('requestfailed', end);
}

/** Adds a question to the group's FAQ through the staff API, as staff would between two visits. */
async function changeFaq() {
  const question = `Is the bench's reading club ${Date.now()} open?`;
  const response = await fetch(`${base}/api/admin/faq/educonnect`, {
    method: 'POST',
    headers: { authorization: `Bearer ${process.env.ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ question, answer: 'Yes.' }),
  });
  if (response.status !== 201) throw new Error(`The staff API refused the change: ${response.status}`);
  return question;
}

/**
 * A page read once, then again: its LCP, the bytes of the second visit, and, when `change` changes the page
 * between the visits and gives a text that then shows, whether the second visit shows it.
 */
async function visit(browser, route, change) {
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 412, height: 823 } });
  const first = await context.newPage();
  const firstCdp = await context.newCDPSession(first);
  await firstCdp.send('Network.enable');
  await firstCdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await first.goto(base + route, { waitUntil: 'load' });
  await first.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
  await first.waitForFunction(
    async (path) => {
      for (const name of await caches.keys())
        if (name.startsWith('pages-') && (await (await caches.open(name)).match(path))) return true;
      return false;
    },
    route,
    { timeout: 30_000, polling: 200 },
  );
  // The first visit is over once its worker has kept what the page handed it: nothing in flight for a while.
  await quiet(context);
  await first.close();
  const shows = change ? await change() : null;

  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  // The page's emulation does not reach the worker's own requests: its question to the server for the page is
  // held for slow 4G's round trip instead (the answer, a 304 or a page of under 20 KB, is mostly that wait).
  await context.route(
    (url) => url.pathname + url.search === route,
    async (request) => {
      if (request.request().serviceWorker()) await new Promise((r) => setTimeout(r, SLOW_4G.latency));
      await request.continue();
    },
  );
  let bytes = 0;
  let answeredMs = NaN;
  const requests = [];
  const count = async (request) => {
    // A request still under way when the context closes is not counted.
    const response = await request.response().catch(() => null);
    if (!response || response.fromServiceWorker()) return;
    // How long the server took to answer the worker's question for the page, to its first byte.
    if (request.serviceWorker() && new URL(request.url()).pathname === route.split('?')[0])
      answeredMs = Math.round(request.timing().responseStart);
    const sizes = await request.sizes().catch(() => null);
    if (!sizes) return;
    bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    requests.push(`${new URL(request.url()).pathname} ${response.status()}`);
  };
  context.on('requestfinished', (request) => void count(request));
  await page.goto(base + route, { waitUntil: 'load' });
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(NaN), 5000);
      }),
  );
  // What the worker does after the page (its update check, the server's answer to a kept copy) counts too.
  await page.waitForTimeout(3000);
  const current = shows === null ? null : (await page.content()).includes(shows);
  context.removeAllListeners('requestfinished');
  await context.close();
  return {
    route,
    lcp: Math.round(lcp),
    kb: (bytes / 1024).toFixed(1),
    answeredMs,
    current,
    requests: requests.join(', ') || '-',
  };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const rows = [];
let changed = null;
try {
  for (const route of routes) rows.push(await visit(browser, route, null));
  if (process.env.ADMIN_TOKEN) changed = await visit(browser, '/faq', changeFaq);
} finally {
  await browser.close();
}

console.log('\nrepeat visit of a page read before, slow 4G (devtools throttling), service worker on');
console.log(`  budget: LCP ≤ ${BUDGET.lcp} ms, at most ${BUDGET.bytes / 1024} KB from the network`);
console.log('  answer: how long the server took to answer the worker for the page (to its first byte)');
for (const r of rows)
  console.log(
    `  ${r.route.padEnd(48)} LCP ${String(r.lcp).padStart(5)} ms  ${r.kb.padStart(6)} KB  answer ${String(r.answeredMs).padStart(5)} ms  ${r.lcp <= BUDGET.lcp && Number(r.kb) * 1024 <= BUDGET.bytes ? 'ok' : 'OVER'}  (${r.requests})`,
  );
if (changed)
  console.log(
    `  ${'/faq, changed between the visits'.padEnd(48)} LCP ${String(changed.lcp).padStart(5)} ms  ${changed.kb.padStart(6)} KB  answer ${String(changed.answeredMs).padStart(5)} ms  ${changed.current ? 'current' : 'NOT CURRENT'}  (${changed.requests})`,
  );
else console.log('  (no ADMIN_TOKEN: the changed page is not measured)');
