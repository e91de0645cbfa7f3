/*
 * A deploy's restart of the instances behind nginx, one at a time (README, "Deploying a new version"), run
 * by `npm run deploy` from the new release once it is built and migrated. For each instance listed in
 * nginx's upstream file (deploy/nginx/edu-connect-upstream.conf):
 *   1. out of the rotation: marked `down` there, nginx reloaded, its old workers waited for, so that nginx
 *      sends the instance no more requests (the others and nginx's cache answer meanwhile);
 *   2. restarted (`systemctl restart edu-connect@<port>`): the old process finishes what is under way and
 *      exits, the new one starts on the socket systemd holds;
 *   3. waited for until its /readyz answers 200;
 *   4. warmed up: every kind of page, each language's home, a search and the API asked once on the
 *      instance's own address, so that Next has loaded each route's modules before a visitor asks; a page
 *      that fails stops the deploy here, with the new version out of the rotation;
 *   5. back in the rotation: the mark taken away, nginx reloaded.
 * The stack (scripts/stack.ts, rollingRestart) runs the same sequence, with its own restart.
 *
 * Usage: npm run deploy [-- --upstreams FILE] [-- --nginx-pid FILE] [-- --restart COMMAND]
 *   --upstreams: nginx's upstream file (default /etc/nginx/edu-connect-upstream.conf);
 *   --nginx-pid: nginx's pid file (default /run/nginx.pid, Debian's);
 *   --restart: the shell command that restarts one instance, {host} and {port} replaced by its address's
 *     (default `systemctl restart edu-connect@{port}`; for instances on another machine, `ssh` it there).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { markDown, reloadNginx, upstreams } from './nginx-rotation';

/** One instance as the deploy sees it: its address in nginx's upstream file, and how it is restarted. */
export interface DeployedInstance {
  /** host:port, as the upstream file's `server` line names it. */
  address: string;
  /** Stops the running process (it drains) and starts the new one; resolves once started. */
  restart: () => Promise<void>;
}

export interface DeployOptions {
  /** nginx's upstream file (deploy/nginx/edu-connect-upstream.conf as installed). */
  upstreamFile: string;
  /** nginx's master process. */
  nginxPid: () => number;
  instances: DeployedInstance[];
  say?: (line: string) => void;
  /** Called once an instance has answered its warm-up, before nginx sends it visitors again. */
  warmed?: (instance: DeployedInstance) => Promise<void>;
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

/** Replaces the instances one at a time, each out of nginx's rotation until it is ready and warm. */
export async function deploy({ upstreamFile, nginxPid, instances, say = () => {}, warmed }: DeployOptions) {
  for (const instance of instances) {
    const origin = `http://${instance.address}`;
    say(`${instance.address}: out of the rotation`);
    markDown(upstreamFile, instance.address, true);
    await reloadNginx(nginxPid(), say);
    say(`${instance.address}: restarting`);
    await instance.restart();
    await waitReady(origin);
    say(`${instance.address}: ready, warming up`);
    await warmUp(origin);
    await warmed?.(instance);
    markDown(upstreamFile, instance.address, false);
    await reloadNginx(nginxPid(), say);
    say(`${instance.address}: back in the rotation`);
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

if (require.main === module) {
  const upstreamFile = option('upstreams', '/etc/nginx/edu-connect-upstream.conf');
  const pidFile = option('nginx-pid', '/run/nginx.pid');
  const restart = option('restart', 'systemctl restart edu-connect@{port}');
  const instances = upstreams(upstreamFile).map(({ address }) => {
    const [host, port] = [address.slice(0, address.lastIndexOf(':')), address.slice(address.lastIndexOf(':') + 1)];
    return { address, restart: () => shell(restart.replaceAll('{host}', host).replaceAll('{port}', port)) };
  });
  deploy({
    upstreamFile,
    nginxPid: () => Number(fs.readFileSync(pidFile, 'utf8').trim()),
    instances,
    say: console.log,
  }).then(
    () => console.log('deployed: every instance restarted, warm and back in the rotation'),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
