/*
 * Which instances nginx sends visitors to (deploy/nginx/edu-connect-upstream.conf), and nginx made to read
 * that file again: the two steps a deploy (scripts/deploy.ts) takes an instance out of the rotation and puts
 * it back with. nginx open source has no API to drain an upstream server: a `down` mark and a reload is
 * its way. The reload is graceful: the old workers finish what they have under way and exit, and a deploy
 * waits for them, since until then they may still send the instance requests.
 */
import fs from 'node:fs';

/** One `server` line of the upstream file: its address (host:port) and whether it is marked down. */
export interface Upstream {
  address: string;
  down: boolean;
}

const SERVER_LINE = /^(\s*server\s+)(\S+)([^;]*);/;

/** The instances the upstream file lists, in its order. */
export function upstreams(file: string): Upstream[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = SERVER_LINE.exec(line);
      return match ? [{ address: match[2]!, down: /(^|\s)down(\s|$)/.test(match[3]!) }] : [];
    });
}

/** Marks the instance at `address` down in the upstream file, or takes the mark away. */
export function markDown(file: string, address: string, down: boolean) {
  const listed = upstreams(file);
  if (!listed.some((u) => u.address === address)) throw new Error(`${file} lists no server ${address}`);
  if (down && listed.every((u) => u.address === address || u.down))
    throw new Error(`${address} is the only instance in ${file} not marked down: nginx would have none left`);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const written = lines.map((line) => {
    const match = SERVER_LINE.exec(line);
    if (!match || match[2] !== address) return line;
    const flags = match[3]!.replace(/\s+down(?=\s|$)/g, '');
    return line.replace(SERVER_LINE, `${match[1]}${match[2]}${flags}${down ? ' down' : ''};`);
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
