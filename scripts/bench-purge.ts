/*
 * What a staff write's purge of nginx's copies costs, on the stack of scripts/stack.ts (npm run bench, its
 * `purge` part, and npm run bench:stack): staff writes sent one after another, each an FAQ added to the
 * group's list (the bearer API, then the console's form), with /faq kept by nginx before each. Per write,
 * after a pause and once the previous write's purge has ended, its latency (sent to answered, through nginx) and the purge's lag (sent to the first request through nginx
 * that shows it, asked every 10 ms); with NGINX_PURGE_URL unset (nginx without the purge module: the copy
 * lags by up to its s-maxage, not measured), set, and set to a purge server that is down (the instances
 * reach it through scripts/purge-relay.ts, which counts the purges). Needs a build and the Debian packages
 * postgresql, redis-server, nginx and libnginx-mod-http-cache-purge.
 */
import { startPurgeRelay } from './purge-relay';
import { ADMIN_TOKEN, STACK_PORTS, startStack, type Stack } from './stack';
import {
  afterPurgeJob,
  createAdmin,
  hiddenFields,
  PASSWORD,
  purgeJobsEnded,
  signInWithForm,
} from '../tests/stack/helpers';

const WRITES = Number(process.env.PURGE_WRITES ?? 20);
const RELAY_PORT = 3602;
const LAG_LIMIT_MS = 15_000;
/** A pause before each write, in every row alike, so that each is measured on instances at rest. */
const REST_MS = 250;

type Kind = 'bearer' | 'console';
interface Row {
  kind: Kind;
  purge: string;
  latencies: number[];
  lags: number[];
  purges?: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Writes FAQs one after another; answers each write's latency and, with `lag`, when nginx showed it. */
async function measure(stack: Stack, kind: Kind, lag: boolean): Promise<Pick<Row, 'latencies' | 'lags'>> {
  const nginx = stack.nginx!;
  let cookie = '';
  if (kind === 'console') {
    const email = `bench-${Date.now()}@example.org`;
    createAdmin(stack.env, email);
    cookie = (await signInWithForm(nginx, nginx, email, PASSWORD)).cookie!;
  }
  const latencies: number[] = [];
  const lags: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const question = `Bench ${kind} ${Date.now().toString(36)} ${i}?`;
    for (let k = 0; k < 2; k++) await (await fetch(`${nginx}/faq`)).text();
    let send: () => Promise<Response>;
    if (kind === 'bearer')
      send = () =>
        fetch(`${nginx}/api/admin/faq/educonnect`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ question, answer: 'Measured.' }),
        });
    else {
      const address = '/admin/faqs?site=educonnect';
      const form = await (await fetch(`${nginx}${address}`, { headers: { cookie } })).text();
      const body = new FormData();
      for (const [name, value] of hiddenFields(form, 'question', true)) body.append(name, value);
      for (const [name, value] of Object.entries({ question, answer: 'Measured.', order: '', published: 'yes' }))
        body.append(name, value);
      send = () =>
        fetch(`${nginx}${address}`, {
          method: 'POST',
          body,
          headers: { cookie, Origin: nginx },
          redirect: 'manual',
        });
    }
    await new Promise((r) => setTimeout(r, REST_MS));
    const ended = lag ? await purgeJobsEnded(stack.instances) : 0;
    const sent = performance.now();
    const reply = await send();
    await reply.arrayBuffer();
    latencies.push(performance.now() - sent);
    if (![201, 303].includes(reply.status)) throw new Error(`${kind} write answered ${reply.status}`);
    if (!lag) continue;
    for (;;) {
      if ((await (await fetch(`${nginx}/faq`)).text()).includes(question)) break;
      if (performance.now() - sent > LAG_LIMIT_MS) throw new Error(`${kind}: not shown within ${LAG_LIMIT_MS} ms`);
      await new Promise((r) => setTimeout(r, 10));
    }
    lags.push(performance.now() - sent);
    // The next write waits for this one's purge job, as the rows without a purge wait for nothing.
    await afterPurgeJob(stack.instances, ended);
  }
  return { latencies, lags };
}

export async function benchPurge(): Promise<void> {
  const rows: Row[] = [];
  const kinds: Kind[] = ['bearer', 'console'];

  const without = await startStack({ purge: false });
  try {
    for (const kind of kinds) rows.push({ kind, purge: 'unset', ...(await measure(without, kind, false)) });
  } finally {
    await without.stop();
  }

  const relay = await startPurgeRelay(RELAY_PORT, `http://127.0.0.1:${STACK_PORTS.purge}`);
  const stack = await startStack({ env: { NGINX_PURGE_URL: relay.url } });
  try {
    for (const kind of kinds) {
      relay.reset();
      const measured = await measure(stack, kind, true);
      rows.push({ kind, purge: 'set', ...measured, purges: relay.received.length / WRITES });
    }
    // Last: the purges refused here are asked again for half a minute, beside the writes that follow.
    relay.mode = 'down';
    for (const kind of kinds) rows.push({ kind, purge: 'set, server down', ...(await measure(stack, kind, false)) });
  } finally {
    await stack.stop();
    await relay.close();
  }

  const ms = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(0)).padStart(7);
  console.log(`Staff writes and nginx's purge (${WRITES} writes per row, an FAQ each, /faq kept by nginx before each)`);
  console.log('write    NGINX_PURGE_URL    write p50  write p99  lag p50  lag p99  purges/write  (ms)');
  for (const r of rows)
    console.log(
      `${r.kind.padEnd(8)} ${r.purge.padEnd(17)} ${ms(percentile(r.latencies, 50))}    ${ms(percentile(r.latencies, 99))}  ${ms(
        percentile(r.lags, 50),
      )}  ${ms(percentile(r.lags, 99))}  ${r.purges === undefined ? '           —' : String(r.purges).padStart(12)}`,
    );
}

if (require.main === module)
  benchPurge().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
