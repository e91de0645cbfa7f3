/*
 * Several instances on this machine, the shape of a real deployment (README, "Several instances"):
 * PostgreSQL (a cluster of its own), Redis, two `next start` instances of the one build and nginx in
 * front with deploy/nginx/nginx.conf, all on loopback. `npm run stack` starts it and stops it all on
 * Ctrl-C; the stack tests (tests/stack) start it from here too. Needs `npm run build` first and the
 * Debian packages postgresql, redis-server and nginx.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/** The addresses deploy/nginx/nginx.conf names: the instances it balances, and where it listens. */
export const STACK_PORTS = { instances: [3101, 3102], nginx: 8080, postgres: 5439, redis: 6389 } as const;
export const NGINX_ORIGIN = `http://127.0.0.1:${STACK_PORTS.nginx}`;
export const ADMIN_TOKEN = 'stack-admin-token-0123456789abcdef';

export interface StackOptions {
  /** Share Next's cache in Redis (the point of the stack); false gives the control: a cache per instance. */
  redis?: boolean;
  /**
   * Keep everything that lasts in PostgreSQL (the point of the stack); false gives the control of the
   * counters: both instances on one SQLite file, each counting in its own memory.
   */
  postgres?: boolean;
  /** Start nginx in front (default true). */
  nginx?: boolean;
  /** Say what starts. */
  verbose?: boolean;
  /** More environment for the instances (RATE_LIMIT_PER_MINUTE…). */
  env?: Record<string, string>;
}

export interface Service {
  name: string;
  child: ChildProcess;
  output: () => string;
  /** The process to signal, when the child only started it (runuser): its pid. */
  pid?: () => number | undefined;
}

export interface Stack {
  databaseUrl: string;
  redisUrl: string | null;
  /** Each instance's own address, in STACK_PORTS order. */
  instances: string[];
  nginx: string | null;
  dataDir: string;
  services: Map<string, Service>;
  /** Environment every instance runs with. */
  env: NodeJS.ProcessEnv;
  /** Stops one part (kill -9 with `hard`), for the failure tests. */
  stopService: (name: string, hard?: boolean) => Promise<void>;
  /** Starts a stopped part again, as it was. */
  restartService: (name: string) => Promise<void>;
  stop: () => Promise<void>;
}

function bin(name: string): string {
  const pgBins = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort().reverse() : [];
  for (const version of pgBins) {
    const candidate = path.join('/usr/lib/postgresql', version, 'bin', name);
    if (fs.existsSync(candidate)) return candidate;
  }
  for (const dir of ['/usr/sbin', '/usr/bin']) if (fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  throw new Error(`${name} not found: install the Debian packages postgresql, redis-server and nginx`);
}

const isRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/** Polls `ready` until it holds; fails after `ms`, or at once if `service` exits meanwhile. */
export async function waitUntil(what: string, ready: () => Promise<boolean>, service?: Service, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (service && service.child.exitCode !== null) throw new Error(`${what} exited early:\n${service.output()}`);
    if (await ready().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}: not ready within ${ms / 1000} s${service ? `:\n${service.output()}` : ''}`);
}

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Service {
  let output = '';
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d) => (output = (output + String(d)).slice(-20_000)));
  child.stderr?.on('data', (d) => (output = (output + String(d)).slice(-20_000)));
  return { name, child, output: () => output };
}

async function stopChild(service: Service, hard = false) {
  const { child } = service;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  // PostgreSQL's SIGTERM waits for every client to leave; SIGINT is its fast shutdown.
  const signal = hard ? 'SIGKILL' : service.name === 'postgres' ? 'SIGINT' : 'SIGTERM';
  const target = service.pid?.() ?? child.pid;
  const kill = (s: NodeJS.Signals) => {
    try {
      if (target) process.kill(target, s);
    } catch {
      child.kill(s);
    }
  };
  kill(signal);
  const force = setTimeout(() => kill('SIGKILL'), 8_000);
  await exited;
  clearTimeout(force);
}

const answers = (url: string) => async () => (await fetch(url, { signal: AbortSignal.timeout(2000) })).status < 500;

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const { redis = true, nginx = true, postgres = true, verbose = false } = options;
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('Build the app first (npm run build): the stack runs the build.');
  const say = (line: string) => verbose && console.log(line);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-stack-'));
  fs.chmodSync(work, 0o755);
  const services = new Map<string, Service>();
  const starters = new Map<string, () => Promise<Service>>();

  // PostgreSQL: a cluster of its own, trusting connections from loopback only.
  const pgData = path.join(work, 'postgres');
  if (postgres) {
    fs.mkdirSync(pgData, { mode: 0o700 });
    if (isRoot) spawnSync('chown', ['postgres', pgData]);
    const [initCmd, initArgs] = asPostgres(bin('initdb'), [
      '-D',
      pgData,
      '-U',
      'edu',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  }
  const databaseUrl = postgres ? `postgres://edu@127.0.0.1:${STACK_PORTS.postgres}/postgres` : '';
  if (postgres)
    starters.set('postgres', async () => {
      const [cmd, args] = asPostgres(bin('postgres'), [
        '-D',
        pgData,
        '-p',
        String(STACK_PORTS.postgres),
        '-k',
        pgData,
        '-c',
        'listen_addresses=127.0.0.1',
      ]);
      const service = run('postgres', cmd, args);
      // Started through runuser as root: the postmaster's own pid is in its data folder.
      service.pid = () =>
        Number(fs.readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined;
      await waitUntil(
        'PostgreSQL',
        () =>
          Promise.resolve(
            spawnSync(bin('pg_isready'), ['-h', '127.0.0.1', '-p', String(STACK_PORTS.postgres)]).status === 0,
          ),
        service,
      );
      return service;
    });

  const redisUrl = redis ? `redis://127.0.0.1:${STACK_PORTS.redis}` : null;
  if (redis)
    starters.set('redis', async () => {
      const service = run('redis', bin('redis-server'), [
        '--port',
        String(STACK_PORTS.redis),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
      ]);
      await waitUntil('Redis', () => Promise.resolve(/Ready to accept connections/.test(service.output())), service);
      return service;
    });

  const dataDir = path.join(work, 'data');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    ALLOW_LOCAL_SITE_URL: '1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl ?? '',
    ADMIN_API_URL: '',
    ADMIN_TOKEN,
    // The keys every instance must share (lib/platform/env.ts refuses REDIS_URL without them).
    AUTH_SECRET: randomBytes(32).toString('hex'),
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    TRUSTED_IP_HEADER: 'x-real-ip',
    ...options.env,
  };

  STACK_PORTS.instances.forEach((port, i) =>
    starters.set(`instance${i + 1}`, async () => {
      // The same V8 flag as `npm start` (package.json): a larger young generation for the server's short-lived objects.
      const next = ['--max-semi-space-size=64', path.join(root, 'server.mjs')];
      const service = run(`instance${i + 1}`, process.execPath, next, { ...env, PORT: String(port) });
      await waitUntil(`Instance ${i + 1}`, answers(`http://127.0.0.1:${port}/robots.txt`), service);
      return service;
    }),
  );

  const nginxPrefix = path.join(work, 'nginx');
  for (const dir of ['logs', 'cache', 'temp']) fs.mkdirSync(path.join(nginxPrefix, dir), { recursive: true });
  // Started as root, nginx's workers run as nobody: they write the cache and the request bodies.
  if (isRoot) for (const dir of ['cache', 'temp']) spawnSync('chown', ['nobody', path.join(nginxPrefix, dir)]);
  if (nginx)
    starters.set('nginx', async () => {
      const service = run('nginx', bin('nginx'), [
        '-p',
        nginxPrefix,
        '-c',
        path.join(root, 'deploy/nginx/nginx.conf'),
        '-g',
        'daemon off;',
      ]);
      await waitUntil('nginx', answers(`${NGINX_ORIGIN}/robots.txt`), service);
      return service;
    });

  const start = async (name: string) => {
    say(`starting ${name}`);
    services.set(name, await starters.get(name)!());
  };

  const stop = async () => {
    for (const name of [...services.keys()].reverse()) await stopChild(services.get(name)!);
    services.clear();
    fs.rmSync(work, { recursive: true, force: true });
  };

  try {
    if (postgres) await start('postgres');
    if (redis) await start('redis');
    // The schema and the demo content, once, before any instance opens the database.
    const seeded = spawnSync(process.execPath, ['-r', 'esbuild-register', 'scripts/db.ts', 'seed'], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(`Seeding failed: ${seeded.stderr}`);
    await Promise.all(STACK_PORTS.instances.map((_, i) => start(`instance${i + 1}`)));
    if (nginx) await start('nginx');
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    databaseUrl,
    redisUrl,
    instances: STACK_PORTS.instances.map((p) => `http://127.0.0.1:${p}`),
    nginx: nginx ? NGINX_ORIGIN : null,
    dataDir,
    services,
    env,
    stopService: async (name, hard = false) => {
      const service = services.get(name);
      if (service) await stopChild(service, hard);
    },
    restartService: (name) => start(name),
    stop,
  };
}

if (require.main === module) {
  startStack({ verbose: true }).then(
    (stack) => {
      console.log(`\nThe site through nginx: ${stack.nginx}`);
      stack.instances.forEach((origin, i) => console.log(`Instance ${i + 1}: ${origin}`));
      console.log(`PostgreSQL: ${stack.databaseUrl}\nRedis: ${stack.redisUrl}\nCtrl-C stops it all.`);
      const end = () => void stack.stop().then(() => process.exit(0));
      process.once('SIGINT', end);
      process.once('SIGTERM', end);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
