/*
 * The several-instances benchmark (npm run bench:stack), on the stack of scripts/stack.ts, in one run:
 *   1. cached pages through nginx's cache, beside nginx serving a saved copy of each page as a static
 *      file and the bare Next ISR page (../shared/perf/throughput.sh);
 *   2. pages rendered on every request (a search), through nginx, with two instances and then with one;
 *   3. staff writes' latency with and without NGINX_PURGE_URL, and the purge's lag through nginx
 *      (scripts/bench-purge.ts, on stacks of its own);
 *   4. latency through nginx during a deploy, by the documented sequence (docs/deploying.md) and the one before it
 *      (scripts/bench-deploy.ts, on a stack of its own).
 * Figures on this shared machine are noise; ratios within one run are not. Needs a build, the Debian
 * packages postgresql, redis-server and nginx, and ../shared/perf installed (npm install there).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { benchDeploy } from './bench-deploy';
import { benchPurge } from './bench-purge';
import { startStack } from './stack';

const root = path.resolve(__dirname, '..');
const perfDir = path.resolve(root, '..', 'shared', 'perf');
const CACHED = ['/faq', '/acn/home', '/acn/about/acn-news'];
/** Rendered per request: a list's search (proxy.ts sends `?q=` to its search route, never cached). */
const RENDERED = '/acn/about/acn-news?q=children';

type Autocannon = (
  options: Record<string, unknown>,
) => Promise<{ requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number }>;

async function main() {
  if (!fs.existsSync(path.join(perfDir, 'node_modules'))) {
    console.error('[bench:stack] installing the harness');
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: perfDir, stdio: 'inherit' });
  }
  const autocannon = createRequire(path.join(perfDir, 'package.json'))('autocannon') as Autocannon;
  const stack = await startStack({ env: { RATE_LIMIT_PER_MINUTE: '1000000' }, verbose: true });
  try {
    const nginx = stack.nginx!;
    for (const route of [...CACHED, RENDERED]) for (let i = 0; i < 3; i++) await fetch(nginx + route);

    console.log('1. cached pages through nginx (its proxy_cache), beside nginx serving each page saved as a file');
    console.log(
      execFileSync('./throughput.sh', [nginx, ...CACHED], {
        cwd: perfDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );

    const render = async () => {
      await autocannon({ url: nginx + RENDERED, connections: 10, duration: 3 }); // warm-up
      return autocannon({ url: nginx + RENDERED, connections: 10, duration: 10 });
    };
    const two = await render();
    await stack.stopService('instance2');
    // nginx leaves a dead instance out after one failed connection; let it find out before measuring.
    for (let i = 0; i < 5; i++) await fetch(nginx + RENDERED);
    const one = await render();
    console.log(
      `2. ${RENDERED} rendered on every request, through nginx (autocannon -c 10 -d 10, after 3 s of warm-up)`,
    );
    console.log('   instances  req/s   p99 ms  non-2xx/errors');
    for (const [n, r] of [
      [2, two],
      [1, one],
    ] as const)
      console.log(
        `   ${n}          ${r.requests.average.toFixed(0).padStart(5)}   ${String(r.latency.p99).padStart(6)}  ${r.non2xx + r.errors}`,
      );
    console.log(
      `   two / one: ${(two.requests.average / one.requests.average).toFixed(2)} (the machine's cores bound it: nginx, the load and both instances share them)`,
    );
  } finally {
    await stack.stop();
  }
  console.log("3. staff writes and the purge of nginx's copies");
  await benchPurge();
  console.log('4. a deploy: both instances replaced one at a time under steady traffic through nginx');
  await benchDeploy();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
