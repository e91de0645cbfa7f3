/*
 * A deploy's replacement of the instances behind nginx, one at a time (docs/deploying.md),
 * run by `npm run deploy` from the new release once it is built and migrated. Each instance has two ports,
 * ten apart (3101 and 3111): it serves on one, and for each `server` line of nginx's upstream file
 * (deploy/nginx/edu-connect-upstream.conf) in turn:
 *   1. the new version starts on the other port (`systemctl enable --now edu-connect@<new>.socket
 *      edu-connect@<new>`), while the old process goes on serving, with a tenth of its CPU weight
 *      (CPUWeight=10), so that its start and warm-up take the CPU the serving processes leave;
 *   2. its /readyz is waited for;
 *   3. it is warmed up: every kind of page, each language's home, a search and the API asked once on its
 *      own port, so that Next has loaded each route's modules before a visitor asks; a page that fails
 *      stops the deploy here, nginx still sending visitors to the old process;
 *   4. it is given the CPU weight of any other instance (CPUWeight=100), nginx's line rewritten to the
 *      new port and nginx reloaded, its old workers waited for;
 *   5. the old process is stopped (`systemctl disable --now edu-connect@<old>.socket edu-connect@<old>`):
 *      it finishes what is under way and exits.
 * No visitor waits for a process that is stopping, starting or cold, and both instances serve throughout.
 * The stack (scripts/stack.ts, rollingRestart) runs the same sequence, with its own start and stop.
 *
 * Usage: npm run deploy [-- --upstreams FILE] [-- --nginx-pid FILE] [-- --start|--serve|--stop COMMAND]
 *   --upstreams: nginx's upstream file (default /etc/nginx/edu-connect-upstream.conf);
 *   --nginx-pid: nginx's pid file (default /run/nginx.pid, Debian's);
 *   --start, --serve, --stop: the shell commands that start the instance on one port, give it its full
 *     CPU weight, and stop it, {host} and {port} replaced (defaults above, as START, SERVE and STOP below;
 *     for instances on another machine, `ssh` them there).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { reloadNginx, swapServer, upstreams } from './nginx-rotation';

export interface DeployOptions {
  /** nginx's upstream file (deploy/nginx/edu-connect-upstream.conf as installed). */
  upstreamFile: string;
  /** nginx's master process. */
  nginxPid: () => number;
  /** Starts the new version on `address` (host:port), at a low CPU priority; resolves once started. */
  start: (address: string) => Promise<void>;
  /** Gives the process on `address` the CPU priority of a serving instance, before nginx sends it visitors. */
  serve: (address: string) => Promise<void>;
  /** Stops the process on `address`, which finishes what is under way; resolves once it has exited. */
  stop: (address: string) => Promise<void>;
  say?: (line: string) => void;
  /** Called with the new process's address once it has answered its warm-up, before nginx sends it visitors. */
  warmed?: (address: string) => Promise<void>;
}

/** An instance's other port: ten above one whose tens digit is even, ten below one whose is odd (3101, 3111). */
export const otherPort = (port: number) => (Math.floor(port / 10) % 2 === 0 ? port + 10 : port - 10);

/** host:port with the port swapped for the instance's other one. */
export function otherAddress(address: string): string {
  const colon = address.lastIndexOf(':');
  return `${address.slice(0, colon)}:${otherPort(Number(address.slice(colon + 1)))}`;
}

/**
 * What a new process is asked before it takes traffic: one route of every kind of page (the list the bench
 * and the largest-paint test use), each language's home (a root layout and a catalog per language), the
 * lists' search routes (rendered per request) and a read of the API (its one route handler).
 */
export const WARM_UP: readonly string[] = [
  ...(JSON.parse(fs.readFileSync(path.join(__dirname, 'page-kinds.json'), 'utf8')) as string[]),
  '/fr',
  '/ha',
  '/fr/arewa-hub/home',
  '/acn/about/acn-news?q=children',
  '/api/educonnect/faq/getAllFaq',
  '/admin/sign-in',
];

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the instance's /readyz answers 200. */
export async function waitReady(origin: string, ms = 120_000) {
  const deadline = Date.now() + ms;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const reply = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) });
      last = `${reply.status} ${await reply.text()}`;
      if (reply.status === 200) return;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await pause(250);
  }
  throw new Error(`${origin} was not ready within ${ms / 1000} s: ${last}`);
}

/** Asks the instance each address of WARM_UP once, one after the other; throws if one does not answer below 400. */
export async function warmUp(origin: string) {
  const failed: string[] = [];
  for (const address of WARM_UP) {
    const reply = await fetch(`${origin}${address}`, {
      headers: { 'accept-encoding': 'br, gzip' },
      redirect: 'manual',
      signal: AbortSignal.timeout(60_000),
    });
    await reply.arrayBuffer();
    if (reply.status >= 400) failed.push(`${address} ${reply.status}`);
  }
  if (failed.length > 0) throw new Error(`${origin} failed its warm-up: ${failed.join(', ')}`);
}

/** Replaces the instances one at a time, each new process ready and warm before nginx sends it visitors. */
export async function deploy(options: DeployOptions) {
  const { upstreamFile, nginxPid, start, serve, stop, say = () => {}, warmed } = options;
  for (const old of upstreams(upstreamFile)) {
    const fresh = otherAddress(old);
    say(`${old}: starting the new version on ${fresh}`);
    await start(fresh);
    await waitReady(`http://${fresh}`);
    say(`${fresh}: ready, warming up`);
    await warmUp(`http://${fresh}`);
    await warmed?.(fresh);
    await serve(fresh);
    swapServer(upstreamFile, old, fresh);
    await reloadNginx(nginxPid(), say);
    say(`${fresh}: in the rotation in place of ${old}, which stops`);
    await stop(old);
    say(`${old}: stopped`);
  }
}

/** Runs a shell command, resolving once it has exited 0. */
function shell(command: string): Promise<void> {
  return new Promise((resolve, reject) =>
    spawn('sh', ['-c', command], { stdio: 'inherit' })
      .once('error', reject)
      .once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command}: exit ${code}`)))),
  );
}

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
}

const UNIT = 'edu-connect@{port}';
const START = `systemctl set-property --runtime ${UNIT}.service CPUWeight=10 && systemctl enable --now ${UNIT}.socket ${UNIT}`;
const SERVE = `systemctl set-property --runtime ${UNIT}.service CPUWeight=100`;
const STOP = `systemctl disable --now ${UNIT}.socket ${UNIT}`;

if (require.main === module) {
  const pidFile = option('nginx-pid', '/run/nginx.pid');
  const command = (template: string) => (address: string) => {
    const colon = address.lastIndexOf(':');
    const [host, port] = [address.slice(0, colon), address.slice(colon + 1)];
    return shell(template.replaceAll('{host}', host).replaceAll('{port}', port));
  };
  deploy({
    upstreamFile: option('upstreams', '/etc/nginx/edu-connect-upstream.conf'),
    nginxPid: () => Number(fs.readFileSync(pidFile, 'utf8').trim()),
    start: command(option('start', START)),
    serve: command(option('serve', SERVE)),
    stop: command(option('stop', STOP)),
    say: console.log,
  }).then(
    () => console.log('deployed: every instance replaced by a warm process of the new version'),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
