import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

/*
 * What the operations suites share: nginx with deploy/nginx/nginx.conf in front of one app, a TCP relay
 * that can cut an app off its PostgreSQL, a scrape of /metrics as numbers, and polling.
 */

const root = path.resolve(__dirname, '../..');

/** Resolves when `check` answers true; fails after `ms`, saying what it waited for. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await Promise.resolve(check()).catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Waited ${ms} ms for: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Nginx {
  origin: string;
  /** The lines of its access log so far. */
  accessLines: () => string[];
  /** Its error log so far, as written (nginx has no JSON format for it). */
  errorLog: () => string;
  stop: () => Promise<void>;
}

/**
 * nginx with deploy/nginx/nginx.conf as it is, but for its addresses: every upstream server of its
 * edu-connect-upstream.conf is the app at `appPort`, and it listens on a free port (the stack's fixed
 * ports are left to the stack tests).
 */
export async function startNginx(appPort: number): Promise<Nginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-ops-nginx-'));
  fs.chmodSync(prefix, 0o755);
  for (const dir of ['logs', 'cache', 'temp']) fs.mkdirSync(path.join(prefix, dir));
  // Started as root, nginx's workers run as nobody: they write the cache and the request bodies.
  if (process.getuid?.() === 0)
    for (const dir of ['cache', 'temp']) spawnSync('chown', ['nobody', path.join(prefix, dir)]);
  const port = await freePort();
  const shipped = (file: string) => fs.readFileSync(path.join(root, 'deploy/nginx', file), 'utf8');
  const conf = shipped('nginx.conf').replace(/listen 127\.0\.0\.1:\d+;/, `listen 127.0.0.1:${port};`);
  const upstreams = shipped('edu-connect-upstream.conf').replace(
    /server 127\.0\.0\.1:\d+/g,
    `server 127.0.0.1:${appPort}`,
  );
  if (!upstreams.includes(`server 127.0.0.1:${appPort}`) || !conf.includes(`listen 127.0.0.1:${port};`))
    throw new Error('deploy/nginx/ no longer names its upstream servers and listen address as this test expects');
  const confFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  fs.writeFileSync(path.join(prefix, 'edu-connect-upstream.conf'), upstreams);
  let output = '';
  const child = spawn('nginx', ['-p', prefix, '-c', confFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`nginx to answer${output ? `: ${output}` : ''}`, async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    return (await fetch(`${origin}/robots.txt`)).status < 500;
  });
  const read = (file: string) => {
    try {
      return fs.readFileSync(path.join(prefix, 'logs', file), 'utf8');
    } catch {
      return '';
    }
  };
  return {
    origin,
    accessLines: () => read('access.log').split('\n').filter(Boolean),
    errorLog: () => read('error.log') + output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

export interface TcpRelay {
  port: number;
  /** Closes the port and every connection through it: the far end is gone, as a stopped server is. */
  cut: () => Promise<void>;
  /** Listens again on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

/** A TCP relay on a port of its own to `host:port` (an app's PostgreSQL), which a test can cut and restore. */
export async function startTcpRelay(host: string, port: number): Promise<TcpRelay> {
  const child = spawn(process.execPath, [path.join(__dirname, 'tcp-relay.mjs'), host, String(port)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const replies = readline.createInterface({ input: child.stdout });
  const next = () => new Promise<string>((resolve) => replies.once('line', resolve));
  const own = Number(await next());
  const say = async (command: string) => {
    const answered = next();
    child.stdin.write(`${command}\n`);
    expectOk(await answered);
  };
  return {
    port: own,
    cut: () => say('cut'),
    restore: () => say('restore'),
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill();
      await exited;
    },
  };
}

function expectOk(reply: string) {
  if (reply !== 'ok') throw new Error(`The relay answered ${reply}`);
}

/** /metrics as numbers, each series by its name and labels as written (`edu_mail_sent_total`, `x{a="b"}`). */
export async function scrape(origin: string, token?: string): Promise<Map<string, number>> {
  const reply = await fetch(`${origin}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (reply.status !== 200) throw new Error(`/metrics answered ${reply.status}`);
  const series = new Map<string, number>();
  for (const line of (await reply.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    series.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return series;
}

/** The change of each series between two scrapes (a series absent before counts from 0). */
export function moved(before: Map<string, number>, after: Map<string, number>, filter: RegExp): Record<string, number> {
  const changes: Record<string, number> = {};
  for (const [name, value] of after)
    if (filter.test(name) && value !== (before.get(name) ?? 0)) changes[name] = value - (before.get(name) ?? 0);
  return changes;
}

/** The app's output, line by line (each one the server wrote). */
export const lines = (output: string) => output.split('\n').filter((l) => l.trim() !== '');
