#!/usr/bin/env node
/*
 * The site's benchmark, beside a bare Next page, in one run (figures on a shared machine are noise;
 * ratios within one run are not). It seeds a fresh demo database, builds from it with --build (or when
 * there is no build), serves the build from it, then prints:
 *   1. the inlined CSS of one page and the bytes of it its RSC payload carries again (Next 16.4 writes
 *      it there too: next.config.ts names the issues); per route, first-load JS, bytes transferred and
 *      Lighthouse medians beside the bare page (../shared/perf/perf.sh). The routes are one page of each
 *      kind (scripts/page-kinds.json), three of them in French and Hausa too, and the picture pages as
 *      staff make them: a news item, a story, a product, an event and a team page whose camera-sized
 *      photos were uploaded through the console (scripts/bench-photos.mjs); then the bytes of a first visit
 *      to each picture page with and without `Save-Data: on` (scripts/save-data-transfer.mjs), against
 *      a budget of 30 % fewer;
 *   2. throughput of cached pages against the bare ISR page (../shared/perf/throughput.sh); then what
 *      request logging and metrics cost, against a budget of 5 %: the same cached pages from a new pair of
 *      servers of the same build and data in each round (`takeTurns`), one started as `npm start` starts it
 *      and one with LOG_REQUESTS=0 and METRICS=0, each route measured on both one right after the other,
 *      which goes first swapping from route to route and round to round. Two processes of one build can
 *      differ by a few per cent, as much as the budget: a new pair each round draws that difference anew,
 *      and the median of the rounds' costs is the cost. Both write their output to a file, as a service's
 *      output goes to its journal. Then, apart, /healthz beside a cached page;
 *   3. the write path: contact messages per second and p99 latency at 20 concurrent clients; then the
 *      same in turns on new pairs, against the same budget;
 *   4. the same pages under Lighthouse's devtools throttling ("phone"). The first table's simulated
 *      throttling loads each page at full speed and models a phone afterwards from the requests that
 *      ended before the page's real first paint, each script among them unless it began running after
 *      that paint: on loopback a race between the paint and Next's scripts, decided by tens of ms, so
 *      the LCP of one page jumps between ~0.9 and ~2.5 s (the bare page's between ~0.65 and ~2 s).
 *      Devtools throttling delays each request as slow 4G does, so its LCP is what a phone waits for:
 *      there the stylesheets share the bandwidth with the font and the first scripts;
 *   5. a returning visitor with the service worker (scripts/bench-repeat.mjs): each page of a kind read once, then
 *      opened again on slow 4G: its LCP and the bytes it took from the network, against that script's BUDGET.
 *   6. staff writes' latency with and without NGINX_PURGE_URL, and the lag until nginx shows them
 *      (scripts/bench-purge.ts, on the several-instances stack, once the server above has stopped).
 *   7. latency through nginx while a deploy replaces the instances one at a time, by the documented sequence (docs/deploying.md)
 *      and by the one it replaced (scripts/bench-deploy.ts, on the stack too).
 * Usage: npm run bench [-- --build] [-- --quick] [-- --only=pages,throughput,writes,phone,repeat,purge,deploy]
 *   --quick: one Lighthouse run per page, shorter rounds; --only: some of the seven parts.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { publishPhotoPages } from './bench-photos.mjs';
import { saveDataTransfer } from './save-data-transfer.mjs';

const root = path.resolve(import.meta.dirname, '..');
const perfDir = path.resolve(root, '..', 'shared', 'perf');
const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const only = [...args].find((a) => a.startsWith('--only='));
const PARTS = ['pages', 'throughput', 'writes', 'phone', 'repeat', 'purge', 'deploy'];
const parts = new Set(only ? only.slice('--only='.length).split(',') : PARTS);
// A misspelt flag or part would otherwise run nothing (or everything) and print a table that looks complete.
const unknown = [
  ...[...args].filter((a) => !['--build', '--quick'].includes(a) && !a.startsWith('--only=')),
  ...[...parts].filter((p) => !PARTS.includes(p)).map((p) => `--only part "${p}"`),
];
if (unknown.length > 0) {
  console.error(
    `bench: unknown ${unknown.join(', ')}. Usage: npm run bench [-- --build] [-- --quick] [-- --only=${PARTS.join(',')}]`,
  );
  process.exit(2);
}

// One route of every kind of page, shared with the e2e test of each page's largest paint.
const KINDS = JSON.parse(fs.readFileSync(path.join(root, 'scripts', 'page-kinds.json'), 'utf8'));
/**
 * Pages measured in French and Hausa as well (the languages of lib/i18n/locales.ts but English): the home
 * page, a list, and the page of a record translated into both, beside their English rows.
 */
const IN_EVERY_LANGUAGE = ['/', '/arewa-hub/products', '/events/upcoming-event-details/EVT00001'];
const ROUTES = [
  ...KINDS,
  ...['fr', 'ha'].flatMap((lang) =>
    IN_EVERY_LANGUAGE.map((route) => (route === '/' ? `/${lang}` : `/${lang}${route}`)),
  ),
];
/** The pages' revalidation period (REVALIDATE_SECONDS in lib/queries/read.ts). */
const REVALIDATE_SECONDS = 60;
// The lists with a search box are measured as first opened, without a query (a query is rendered per request).
const THROUGHPUT = [
  '/',
  '/fr',
  '/ha/arewa-hub/products',
  '/acn/home',
  '/acn/about/acn-news/665f1a2b3c4d5e6f70810002',
  '/acn/about/acn-news',
  '/edu-africa/products',
];
/** Cached pages measured with and without request logging and metrics. */
const OBSERVED = ['/', '/acn/home', '/acn/about/acn-news/665f1a2b3c4d5e6f70810002'];
/** What request logging and metrics may cost, of cached-page and of write throughput. */
const OBSERVE_BUDGET = 0.05;
/*
 * The rounds that cost is measured in (TP_ROUNDS and TP_DURATION set them too): one round's cost moved by
 * several points from the next, so many short rounds.
 */
const OBSERVE_ROUNDS = Number(process.env.TP_ROUNDS ?? 12);
const OBSERVE_SECONDS = Number(process.env.TP_DURATION ?? 4);
/** How many fewer bytes a first visit to a picture page should move with `Save-Data: on` than without. */
const SAVE_DATA_BUDGET = 0.3;
/** The page whose payload is searched for the inlined CSS Next 16.4 writes twice (next.config.ts names the issues). */
const CSS_PAGE = '/faq';

const log = (message) => process.stderr.write(`[bench] ${message}\n`);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/** Waits until every route's cached page on each server is one it rendered, from this run's database. */
async function rerenderPages(bases) {
  log(`reused build: waiting ${REVALIDATE_SECONDS + 1} s for its pages to go stale, then for each to be rendered anew`);
  await sleep((REVALIDATE_SECONDS + 1) * 1000);
  for (const base of bases) {
    for (const route of ROUTES) await fetch(base + route); // answered from the stale page; renders it again in the background
    for (const route of ROUTES) {
      // STALE until the new render is in; pages without data are never stale, and a dynamic one has no header.
      for (let i = 0; (await fetch(base + route)).headers.get('x-nextjs-cache') === 'STALE'; i++) {
        if (i === 100) throw new Error(`${route} was not rendered anew within 10 s`);
        await sleep(100);
      }
    }
  }
}

/** The text rows (`id:T<hex byte length>,text`) of an RSC payload whose text is CSS the page also inlines. */
function cssRows(payload, styles) {
  const bytes = Buffer.from(payload);
  let total = 0;
  for (const row of payload.matchAll(/([0-9a-f]+):T([0-9a-f]+),/g)) {
    const start = Buffer.byteLength(payload.slice(0, row.index + row[0].length));
    const text = bytes.subarray(start, start + parseInt(row[2], 16)).toString();
    if (text.length > 0 && styles.some((css) => css.includes(text))) total += Buffer.byteLength(text);
  }
  return total;
}

/**
 * The CSS a page carries: the bytes of its inlined <style> blocks, and how many of them come again in
 * the RSC payload, both the one inlined in the HTML and the one a client navigation fetches.
 */
async function inlinedCss(base, route) {
  const html = await (await fetch(base + route)).text();
  const styles = [...html.matchAll(/<style[^>]*data-precedence[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .filter(Boolean);
  const inHtmlPayload = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
    .map((m) => JSON.parse(m[1]))
    .join('');
  const navigation = await (await fetch(base + route, { headers: { RSC: '1' } })).text();
  return {
    styleBytes: styles.reduce((bytes, css) => bytes + Buffer.byteLength(css), 0),
    styleGzip: gzipSync(styles.join('')).length,
    htmlPayloadBytes: cssRows(inHtmlPayload, styles),
    navigationPayloadBytes: cssRows(navigation, styles),
  };
}

const env = { ...process.env, ALLOW_LOCAL_SITE_URL: '1', NEXT_TELEMETRY_DISABLED: '1' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-'));
// The staff API's token: the repeat visits change a page between two visits as staff would.
const adminToken = `bench-${process.pid}-${Date.now()}`;
const serverEnv = { ...env, DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '1000000', ADMIN_TOKEN: adminToken };
execFileSync(process.execPath, ['-r', 'esbuild-register', 'scripts/db.ts', 'seed', '--force'], {
  cwd: root,
  env: serverEnv,
  stdio: 'ignore',
});

// The build renders the pages from the database it reads: this run's, so that they show what the server serves.
const build = args.has('--build') || !fs.existsSync(path.join(root, '.next', 'BUILD_ID'));
if (build) {
  log('building');
  execFileSync('npm', ['run', 'build'], { cwd: root, env: serverEnv, stdio: 'inherit' });
}
if (!fs.existsSync(path.join(perfDir, 'perf.sh'))) throw new Error(`The measuring harness is missing: ${perfDir}`);
if (!fs.existsSync(path.join(perfDir, 'node_modules'))) {
  log('installing the harness');
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: perfDir, stdio: 'inherit' });
}
/** The harness's load generator, and its watch on what other processes use of the machine meanwhile. */
const autocannon = createRequire(path.join(perfDir, 'package.json'))('autocannon');
const { watchForeignCpu, foreignCpuLines } = await import(path.join(perfDir, 'lib', 'foreign-cpu.mjs'));
const CONNECTIONS = Number(process.env.TP_CONNECTIONS ?? 10);
/** One load of `options.url` (autocannon's options), at CONNECTIONS connections unless they say otherwise. */
const load = (options) => autocannon({ connections: CONNECTIONS, ...options });

/** `npm start` (package.json): the server with its Node flags, run here without npm so that a signal reaches it. */
const START = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start.split(' ');
if (START[0] !== 'node') throw new Error(`npm start is expected to run node: ${START.join(' ')}`);

/**
 * Starts the build as `npm start` starts it, in a process group of its own; its output goes to a file, as a
 * service's goes to its journal.
 */
async function startServer(name, extraEnv = {}) {
  const port = await freePort();
  const logFile = path.join(dataDir, `${name}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, START.slice(1), {
    cwd: root,
    env: { ...serverEnv, ...extraEnv, PORT: String(port) },
    stdio: ['ignore', out, out],
    detached: true,
  });
  fs.closeSync(out);
  return { name, child, logFile, base: `http://127.0.0.1:${port}` };
}
const main = await startServer('server');
const base = main.base;
/** Every server this run has started and not yet stopped. */
const servers = new Set([main]);
const stop = () => {
  for (const { child } of servers) if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
};
/** Stops one server and waits until it has exited. */
async function stopServer(server) {
  servers.delete(server);
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  process.kill(-server.child.pid, 'SIGTERM');
  await exited;
}
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * `rate(server, key)` of each key, in `rounds` rounds, on a new pair of servers each round: one as `npm start`
 * starts it (`on`: with its request lines and counts) and one with LOG_REQUESTS=0 and METRICS=0 (`off`), both
 * warmed by `warm(server)` and stopped after the round. Each key is measured on both one right after the other,
 * which goes first swapping from key to key and round to round.
 */
async function takeTurns(rounds, keys, warm, rate) {
  const rates = new Map(keys.map((key) => [key, { on: [], off: [] }]));
  for (let round = 0; round < rounds; round++) {
    const observed = { ...(await startServer(`observed-${round}`)), observing: true };
    const quiet = { ...(await startServer(`quiet-${round}`, { LOG_REQUESTS: '0', METRICS: '0' })), observing: false };
    const pair = [observed, quiet];
    try {
      for (const server of pair) {
        servers.add(server);
        await waitFor(`${server.base}/`);
        await warm(server);
      }
      for (const [i, key] of keys.entries())
        for (const server of (round + i) % 2 ? [quiet, observed] : pair)
          rates.get(key)[server.observing ? 'on' : 'off'].push(await rate(server, key));
    } finally {
      for (const server of pair) await stopServer(server);
    }
  }
  return rates;
}

/**
 * What logging and metrics cost, in one line, from rates taken in turns: each round's share of the rate
 * without that the rate with loses, and the median of those, with each round's beside it.
 */
function costLine(what, { on, off }) {
  const costs = on.map((rate, round) => 1 - rate / off[round]);
  const cost = median(costs);
  const verdict = cost <= OBSERVE_BUDGET ? 'within' : 'OVER';
  const percent = (share) => (share * 100).toFixed(1);
  return (
    `  ${what.padEnd(46)} ${Math.round(median(on))} vs ${Math.round(median(off))} req/s without: cost ${percent(cost)} % ` +
    `(${verdict} the ${OBSERVE_BUDGET * 100} % budget; each round: ${costs.map(percent).join(' ')} %)`
  );
}

/** A measurement's rate, refused when any answer failed: a rate of errors says nothing of the site's. */
function rateOf(result, what) {
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${what}: ${failed} of ${result.requests.total} answers failed`);
  return result.requests.average;
}

try {
  for (const server of servers) {
    await waitFor(`${server.base}/`);
    for (const route of ROUTES) await fetch(server.base + route); // every page rendered and cached once
  }
  // A reused build's pages were rendered from another database (an unseeded one gives empty lists), and
  // are served until they are older than the revalidation period: wait it out, then have each rendered anew.
  if (!build) await rerenderPages([base]);

  // Beside the demo pages (whose drawings are written into the HTML), the picture pages as staff make them.
  log('uploading camera-sized photos through the console');
  const photoPages = await publishPhotoPages(base, serverEnv, root);
  for (const route of photoPages) await fetch(base + route);
  const routesFile = path.join(dataDir, 'routes.txt');
  fs.writeFileSync(routesFile, [...ROUTES, ...photoPages].join('\n') + '\n');
  // The simulated table takes the median of LH_RUNS runs a page, 5 unless set (1 with --quick): its LCP jumps
  // between two values from run to run (see above), and a median of 3 still moved a page's score by several points.
  const harness = {
    ...process.env,
    LH_RUNS: quick ? '1' : (process.env.LH_RUNS ?? '5'),
    ...(quick ? { TP_ROUNDS: '1', TP_DURATION: '5' } : {}),
  };
  /** Runs one of the shared harness's scripts and prints its report (its progress goes to stderr as it runs). */
  const report = (script, args, scriptEnv = harness) =>
    console.log(
      execFileSync(script, args, {
        cwd: perfDir,
        env: scriptEnv,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
  if (parts.has('pages')) {
    const css = await inlinedCss(base, CSS_PAGE);
    console.log(`inlined CSS of ${CSS_PAGE}: ${css.styleBytes} bytes in <style> (${css.styleGzip} gzip)`);
    console.log(
      `  the same CSS again in its RSC payload: ${css.htmlPayloadBytes} bytes in the HTML, ${css.navigationPayloadBytes} bytes in a navigation's .rsc`,
    );
    console.log('  (0 and 0 once vercel/next.js #95141, #98079 and #98110 are fixed in the Next in use)\n');
    log('pages: first-load JS, transfer and Lighthouse beside the bare page (a few minutes)');
    report('./perf.sh', [base, routesFile]);

    log('the picture pages with and without Save-Data: on');
    const { saved } = await saveDataTransfer(base, photoPages);
    const verdict = saved >= SAVE_DATA_BUDGET ? 'meets' : 'SHORT of';
    console.log(
      `  Save-Data: on saved ${(saved * 100).toFixed(1)} % of a first visit's bytes (${verdict} the budget of ${SAVE_DATA_BUDGET * 100} % fewer)\n`,
    );
  }
  if (parts.has('throughput')) {
    log('throughput of cached pages beside the bare ISR page');
    report('./throughput.sh', [base, ...THROUGHPUT]);

    log('the same cached pages with and without request logging and metrics, on a new pair of servers each round');
    const pageRate = async (server, route) =>
      rateOf(
        await load({ url: server.base + route, duration: quick ? 2 : OBSERVE_SECONDS }),
        `${server.name} ${route}`,
      );
    const warmPages = async (server) => {
      for (const route of OBSERVED) await load({ url: server.base + route, duration: 2 });
    };
    const pageOthers = watchForeignCpu();
    const pages = await takeTurns(quick ? 2 : OBSERVE_ROUNDS, OBSERVED, warmPages, pageRate);
    console.log(
      `\nrequest logging and metrics on cached pages (${quick ? 2 : OBSERVE_ROUNDS} rounds of ${quick ? 2 : OBSERVE_SECONDS} s, ${CONNECTIONS} connections, a new pair of servers each round)`,
    );
    for (const route of OBSERVED) console.log(costLine(route, pages.get(route)));
    const summed = (side) =>
      pages.get(OBSERVED[0])[side].map((_, round) => OBSERVED.reduce((sum, r) => sum + pages.get(r)[side][round], 0));
    console.log(costLine('all three pages', { on: summed('on'), off: summed('off') }));
    for (const line of foreignCpuLines(pageOthers.stop())) console.log(`  ${line}`);

    // Apart, on the first server: tens of thousands of answers a second leave garbage that the rounds after
    // them would pay for, which would weigh on whichever of the pair came next.
    log('/healthz beside a cached page');
    /** Runs the shared harness's interleaved rounds on these targets (`kind|label|url`) and answers its results. */
    const interleaved = (name, targets) => {
      const results = path.join(dataDir, `${name}.json`);
      execFileSync(
        process.execPath,
        [
          'lib/throughput.mjs',
          ...['--rounds', String(quick ? 1 : 3)],
          ...['--duration', '5'],
          ...['--connections', String(CONNECTIONS)],
          ...['--json', results],
          ...targets.flatMap((t) => ['--target', t]),
        ],
        // Its table of every target goes out as it is.
        { cwd: perfDir, stdio: ['ignore', 'inherit', 'inherit'] },
      );
      return JSON.parse(fs.readFileSync(results, 'utf8')).targets;
    };
    const health = interleaved('healthz-throughput', [`site|/|${base}/`, `site|/healthz|${base}/healthz`]);
    const rate = (route) => health.find((t) => t.path === route).rps;
    console.log(
      `  /healthz: ${Math.round(rate('/healthz'))} req/s, ${(rate('/healthz') / rate('/')).toFixed(1)}x the cached home page (answered before Next)\n`,
    );
  }
  if (parts.has('writes')) {
    log('write path: contact messages at 20 concurrent clients');
    const submit = (duration, to = base) =>
      load({
        url: `${to}/api/educonnect/contactUs/sendMessage`,
        method: 'POST',
        connections: 20,
        duration,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Ama',
          lastName: 'Mensah',
          email: 'ama@example.com',
          phoneNumber: '+233 20 123 4567',
          message: 'Benchmark',
        }),
      });
    await submit(5); // warm-up: the first seconds of a fresh server run unoptimised code
    const result = await submit(quick ? 5 : 10);
    const stored = execFileSync(
      process.execPath,
      [
        '-e',
        `const D=require('better-sqlite3');console.log(new D(process.argv[1],{readonly:true}).prepare("select count(*) n from contact_messages where message='Benchmark'").get().n)`,
        path.join(dataDir, 'edu-connect.sqlite'),
      ],
      { cwd: root, encoding: 'utf8' },
    ).trim();
    console.log(
      'write path (POST /api/educonnect/contactUs/sendMessage, 20 connections, each answered after its write is on disk)',
    );
    console.log(`  submissions/s (mean)  ${result.requests.average.toFixed(0)}`);
    console.log(`  latency p50 / p99     ${result.latency.p50} ms / ${result.latency.p99} ms`);
    console.log(`  2xx / other           ${result['2xx']} / ${result.non2xx + result.errors}`);
    console.log(`  rows stored           ${stored} (warm-up included)`);

    log('the write path with and without request logging and metrics, on a new pair of servers each round');
    const writeOthers = watchForeignCpu();
    const writes = await takeTurns(
      quick ? 2 : OBSERVE_ROUNDS,
      ['writes'],
      (server) => submit(5, server.base),
      async (server) => rateOf(await submit(quick ? 2 : OBSERVE_SECONDS, server.base), `${server.name} write path`),
    );
    console.log(costLine('write path (contact messages)', writes.get('writes')));
    for (const line of foreignCpuLines(writeOthers.stop())) console.log(`  ${line}`);
  }
  if (parts.has('phone')) {
    log('pages under devtools throttling: each request delayed as on slow 4G (a few minutes)');
    // The median of PHONE_RUNS runs a page (3 unless --quick): one run's LCP moved by tens of milliseconds from
    // one run to the next, as much as the margin this table is judged by.
    const phoneRuns = process.env.PHONE_RUNS ?? (quick ? '1' : '3');
    console.log(
      `\nthe same pages, Lighthouse with devtools throttling (slow 4G applied to every request), median of ${phoneRuns} runs`,
    );
    report('./perf.sh', [base, routesFile], {
      ...harness,
      LH_RUNS: phoneRuns,
      LH_EXTRA_FLAGS: '--throttling-method=devtools',
    });
  }
  if (parts.has('repeat')) {
    log('repeat visits with the service worker, on slow 4G');
    console.log(
      execFileSync(process.execPath, [path.join(root, 'scripts', 'bench-repeat.mjs'), base, ...KINDS], {
        cwd: root,
        env: { ...env, ADMIN_TOKEN: adminToken },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
  }
} finally {
  stop();
}
if (parts.has('purge')) {
  log("staff writes and the purge of nginx's copies, on the stack");
  execFileSync(process.execPath, ['-r', 'esbuild-register', path.join(root, 'scripts', 'bench-purge.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
}
if (parts.has('deploy')) {
  log('a deploy under traffic through nginx, on the stack');
  execFileSync(process.execPath, ['-r', 'esbuild-register', path.join(root, 'scripts', 'bench-deploy.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
}
