/*
 * What a deploy costs visitors, on the stack of scripts/stack.ts (npm run bench, its `deploy` part, and npm
 * run bench:stack): the latency through nginx of the steady mix of scripts/stack-load.ts (pages, searches,
 * the API's reads and form posts) while both instances are replaced one at a time, by the documented sequence (docs/deploying.md)
 * (scripts/deploy.ts: each new process started on the instance's other port, warmed up, swapped into nginx's
 * upstream, then the old one stopped) and by the one it replaced (each restarted in place, nginx sending it
 * requests throughout); and, as the floor, the same mix for as long with no deploy. Needs a build and the Debian packages postgresql, redis-server and nginx.
 */
import { restartInPlace, rollingRestart, startStack } from './stack';
import { EXPECTED, type Outcome, underLoad } from './stack-load';

/** How long the row without a deploy sends its mix. */
const STEADY_MS = 20_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

function row(name: string, outcomes: Outcome[], seconds: number): string {
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const failed = outcomes.filter((o) => o.status !== EXPECTED[o.kind]).length;
  const cells = [50, 95, 99, 100].map((p) => String(Math.round(percentile(ms, p))).padStart(6));
  const over = String(ms.filter((m) => m > 1000).length).padStart(5);
  const retried = String(outcomes.filter((o) => o.retried > 0).length).padStart(7);
  return `   ${name.padEnd(37)} ${String(outcomes.length).padStart(5)} ${String(failed).padStart(6)} ${retried} ${cells.join(' ')} ${over} ${seconds.toFixed(0).padStart(6)}`;
}

export async function benchDeploy(): Promise<void> {
  const stack = await startStack({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  const rows: string[] = [];
  try {
    const timed = async (name: string, during: () => Promise<unknown>) => {
      const started = Date.now();
      const outcomes = await underLoad(stack.nginx!, `bench-${name.replace(/\W+/g, '-')}-${started}`, during());
      rows.push(row(name, outcomes, (Date.now() - started) / 1000));
    };
    // Both instances and nginx's cache warm before the first row, as a site that has been serving.
    await timed('no deploy (warming)', () => new Promise((r) => setTimeout(r, 5_000)));
    rows.length = 0;
    await timed('no deploy', () => new Promise((r) => setTimeout(r, STEADY_MS)));
    await timed('restart in place (before)', () => restartInPlace(stack));
    await timed('warmed beside, then swapped (docs/deploying.md)', () => rollingRestart(stack));
  } finally {
    await stack.stop();
  }
  console.log(
    '   Latency through nginx of pages, searches, API reads and form posts (8 at once, one every 15 ms), ms;',
  );
  console.log("   retried: sent again, as a browser does, after nginx's reload closed its idle connection unanswered");
  console.log(
    `   ${'sequence'.padEnd(37)} ${'reqs'.padStart(5)} ${'failed'.padStart(6)} ${'retried'.padStart(7)} ${['p50', 'p95', 'p99', 'max'].map((h) => h.padStart(6)).join(' ')} ${'>1 s'.padStart(5)} ${'secs'.padStart(6)}`,
  );
  for (const line of rows) console.log(line);
}

if (require.main === module)
  benchDeploy().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
