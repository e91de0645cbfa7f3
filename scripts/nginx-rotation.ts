/*
 * Which instances nginx sends visitors to (deploy/nginx/edu-connect-upstream.conf), and nginx made to read
 * that file again: how a deploy (scripts/deploy.ts) moves an instance's traffic from its old process to
 * the new one. nginx open source has no API to change an upstream: a rewritten file and a reload is its
 * way. The reload is graceful: the old workers finish what they have under way and exit, and a deploy
 * waits for them before it stops the old process, since until then they may still send it requests.
 */
import fs from 'node:fs';

const SERVER_LINE = /^(\s*server\s+)(\S+)([^;]*);/;

/** The instances the upstream file lists, in its order. */
export function upstreams(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => SERVER_LINE.exec(line)?.[2] ?? []);
}

/** Has the upstream file's `server` line of address `from` name `to` instead, its flags kept. */
export function swapServer(file: string, from: string, to: string) {
  if (!upstreams(file).includes(from)) throw new Error(`${file} lists no server ${from}`);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const written = lines.map((line) => {
    const match = SERVER_LINE.exec(line);
    return match?.[2] === from ? line.replace(SERVER_LINE, `${match[1]}${to}${match[3]};`) : line;
  });
  fs.writeFileSync(file, written.join('\n'));
}

/** The worker processes of the nginx whose master is `master` (Linux's /proc), by their process title. */
function workersOf(master: number): number[] {
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The parent's pid follows the state, after the command's name in parentheses (which may hold spaces).
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      return parent === master && title.startsWith('nginx: worker process') ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Has nginx (its master's pid) read its configuration again (SIGHUP, as `nginx -s reload`), and waits until
 * new workers run and the old ones have finished what they had under way and exited. Throws when no new
 * worker starts (nginx kept the old configuration: `nginx -t` says why); goes on when an old worker still
 * answers a long request after `oldWorkersMs`, which the instance's own drain then finishes.
 */
export async function reloadNginx(master: number, say: (line: string) => void = () => {}, oldWorkersMs = 30_000) {
  const old = new Set(workersOf(master));
  process.kill(master, 'SIGHUP');
  const started = Date.now();
  while (!workersOf(master).some((pid) => !old.has(pid))) {
    if (Date.now() - started > 10_000)
      throw new Error('nginx started no worker with the new configuration (see nginx -t)');
    await pause(50);
  }
  while (workersOf(master).some((pid) => old.has(pid))) {
    if (Date.now() - started > oldWorkersMs) {
      say(`an old nginx worker is still answering after ${oldWorkersMs / 1000} s; going on`);
      return;
    }
    await pause(50);
  }
}
