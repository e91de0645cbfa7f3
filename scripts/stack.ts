/*
 * Several instances on this machine, the shape of a real deployment (docs/deploying.md):
 * PostgreSQL (a cluster of its own), Redis, two `next start` instances of the one build and nginx in
 * front with deploy/nginx/nginx.conf, all on loopback; with Debian's cache purge module installed, nginx
 * also takes the instances' purges (deploy/nginx/cache-purge.conf). `npm run stack` starts it and stops it
 * all on Ctrl-C; `rollingRestart` replaces the instances one at a time as a deploy does (docs/deploying.md,
 * scripts/deploy.ts): `npm run stack -- --roll` once started, and SIGHUP at any
 * time. The stack
 * tests (tests/stack) start it from here too. Needs `npm run build` first and the Debian packages
 * postgresql, redis-server and nginx.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import util from 'node:util';
import { deploy, otherPort } from './deploy';

const root = path.resolve(__dirname, '..');

/**
 * The addresses deploy/nginx/nginx.conf names: the instances it balances (a deploy moves each to its other
 * port, ten apart: scripts/deploy.ts), and where it listens.
 */
export const STACK_PORTS = { instances: [3101, 3102], nginx: 8080, purge: 8081, postgres: 5439, redis: 6389 } as const;
export const NGINX_ORIGIN = `http://127.0.0.1:${STACK_PORTS.nginx}`;
export const ADMIN_TOKEN = 'stack-admin-token-0123456789abcdef';

/** Debian's libnginx-mod-http-cache-purge: with it, nginx purges the copies a staff write changed. */
export const PURGE_MODULE = '/usr/lib/nginx/modules/ngx_http_cache_purge_module.so';

/**
 * How long a stopped instance may take to finish what it is doing (server.ts gives up after 30 s): it is
 * killed only past this.
 */
const INSTANCE_STOP_MS = 40_000;

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
  /**
   * nginx takes the instances' purges (deploy/nginx/cache-purge.conf), which the instances send after a
   * staff write (NGINX_PURGE_URL). Default: where the module is installed; false gives the control, a front
   * cache whose copies lag a write by up to their s-maxage.
   */
  purge?: boolean;
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
  /** Each instance's own address, in STACK_PORTS order: after a deploy, its other port's. */
  instances: string[];
  /** The instances' names in `services`, in STACK_PORTS order. */
  instanceNames: string[];
  nginx: string | null;
  /** nginx's copy of deploy/nginx/edu-connect-upstream.conf, which a deploy rewrites. */
  nginxUpstreams: string;
  /** Whether nginx takes purges, and the instances send them. */
  purge: boolean;
  dataDir: string;
  services: Map<string, Service>;
  /** Environment every instance runs with. */
  env: NodeJS.ProcessEnv;
  /** Stops one part (kill -9 with `hard`), for the failure tests; a stopped instance's address refuses connections. */
  stopService: (name: string, hard?: boolean) => Promise<void>;
  /** Starts a stopped part again, as it was. */
  restartService: (name: string) => Promise<void>;
  /**
   * Restarts a running instance as `systemctl restart` does: the old process drains and exits, then a new
   * one starts on the same socket (where connections made meanwhile wait) and is waited for until ready.
   */
  restartInstance: (name: string) => Promise<void>;
  /**
   * Starts the new version of the instance named `name` on `port`, beside the running one, until ready: as
   * root at nice 10 (a deploy's CPUWeight=10 under systemd), until `serveBeside`.
   */
  startBeside: (name: string, port: number) => Promise<void>;
  /** Gives the process started beside instance `name` the CPU priority of the serving ones (nice 0). */
  serveBeside: (name: string) => void;
  /**
   * Stops the running process of instance `name` (it drains), and closes its socket; the process started
   * beside it becomes the instance.
   */
  retire: (name: string) => Promise<void>;
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

function run(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  socket?: number,
): Service {
  let output = '';
  const stdio = ['ignore', 'pipe', 'pipe', ...(socket === undefined ? [] : [socket])] as const;
  const child = spawn(command, args, { cwd: root, env, stdio: [...stdio] });
  child.stdout?.on('data', (d) => (output = (output + String(d)).slice(-20_000)));
  child.stderr?.on('data', (d) => (output = (output + String(d)).slice(-20_000)));
  return { name, child, output: () => output };
}

async function stopChild(service: Service, hard = false, graceMs = 8_000) {
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
  const force = setTimeout(() => kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(force);
}

const answers = (url: string) => async () => (await fetch(url, { signal: AbortSignal.timeout(2000) })).status < 500;

/**
 * Whether an instance can take traffic: its /readyz answers 200, or, on a server without that address
 * (a 404), a page does. The one test of readiness, for a start and a rolling restart alike.
 */
export async function instanceReady(origin: string): Promise<boolean> {
  const ask = (address: string) => fetch(`${origin}${address}`, { signal: AbortSignal.timeout(5000) });
  const readyz = await ask('/readyz');
  await readyz.body?.cancel();
  if (readyz.status !== 404) return readyz.status === 200;
  const page = await ask('/faq');
  await page.body?.cancel();
  return page.status === 200;
}

/**
 * The instance's listening socket, as systemd's socket unit holds it (deploy/systemd/edu-connect@.socket):
 * bound here, made to listen by the instance it is handed to (descriptor 3, LISTEN_FDS), and kept open
 * by this process, which never accepts on it. Between two instances connections wait on it rather than
 * being refused, and an instance that stops accepting resets none that were waiting. Closed when the
 * instance is stopped (stopService), not replaced: a stopped server's address refuses connections. Node makes
 * a listening socket only to accept on it itself, so the socket is made with the binding its net module uses.
 */
interface HeldSocket {
  fd: number;
  close: () => void;
}

function holdSocket(port: number): HeldSocket {
  interface TcpHandle {
    bind: (address: string, port: number) => number;
    fd: number;
    close: () => void;
  }
  const { TCP, constants } = (
    process as unknown as {
      binding: (name: 'tcp_wrap') => { TCP: new (type: number) => TcpHandle; constants: { SERVER: number } };
    }
  ).binding('tcp_wrap');
  const handle = new TCP(constants.SERVER);
  const error = handle.bind('127.0.0.1', port);
  if (error !== 0) throw new Error(`Port ${port}: ${util.getSystemErrorName(error)}`);
  return { fd: handle.fd, close: () => handle.close() };
}

/**
 * One stack at a time on this machine: its ports are fixed. A second (another Jest worker's suite) waits
 * here until the first has stopped; a holder that died without stopping leaves the lock to the next.
 */
const LOCK = path.join(os.tmpdir(), 'edu-connect-stack.lock');

/** The process holding the lock, or null while its holder has not yet written it (or has just left). */
function lockHolder(): number | null {
  try {
    return Number(fs.readFileSync(path.join(LOCK, 'pid'), 'utf8')) || null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function takeLock(say: (line: string) => void): Promise<() => void> {
  const deadline = Date.now() + 30 * 60_000;
  for (let told = false; ;) {
    try {
      fs.mkdirSync(LOCK);
      fs.writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      const release = () => fs.rmSync(LOCK, { recursive: true, force: true });
      process.once('exit', release);
      return () => {
        process.removeListener('exit', release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = lockHolder();
    if (holder !== null && !isAlive(holder)) fs.rmSync(LOCK, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error(`Another stack (process ${holder ?? '?'}) holds ${LOCK}`);
    if (!told) say(`waiting for the stack of process ${holder ?? '?'} to stop`);
    told = true;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Writes nginx's configuration folder: deploy/nginx/nginx.conf and its upstream file as they are, and, with `purge`, what a Debian
 * server has once the purge module is installed and the purge server enabled (docs/deploying.md): the module's load_module line and deploy/nginx/cache-purge.conf.
 */
function nginxConfig(folder: string, purge: boolean): string {
  for (const dir of ['modules-enabled', 'cache-purge-enabled'])
    fs.mkdirSync(path.join(folder, dir), { recursive: true });
  for (const file of ['nginx.conf', 'edu-connect-upstream.conf'])
    fs.copyFileSync(path.join(root, 'deploy/nginx', file), path.join(folder, file));
  if (purge) {
    fs.writeFileSync(
      path.join(folder, 'modules-enabled/50-mod-http-cache-purge.conf'),
      `load_module ${PURGE_MODULE};\n`,
    );
    fs.copyFileSync(
      path.join(root, 'deploy/nginx/cache-purge.conf'),
      path.join(folder, 'cache-purge-enabled/cache-purge.conf'),
    );
  }
  return path.join(folder, 'nginx.conf');
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const { redis = true, nginx = true, postgres = true, verbose = false } = options;
  const purge = nginx && (options.purge ?? fs.existsSync(PURGE_MODULE));
  if (purge && !fs.existsSync(PURGE_MODULE))
    throw new Error(`${PURGE_MODULE} not found: install the Debian package libnginx-mod-http-cache-purge`);
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
    NGINX_PURGE_URL: purge ? `http://127.0.0.1:${STACK_PORTS.purge}` : '',
    ...options.env,
  };
  const instanceNames = STACK_PORTS.instances.map((_, i) => `instance${i + 1}`);

  const sockets = new Map<string, HeldSocket>();
  /** Each instance's port now, and its origin (the Stack's `instances`). */
  const ports: number[] = [...STACK_PORTS.instances];
  const instances = ports.map((p) => `http://127.0.0.1:${p}`);
  /** An instance's process on `socket`, once ready. */
  const serve = async (name: string, port: number, socket: HeldSocket, nice = 0) => {
    // The same V8 flag as `npm start` (package.json): a larger young generation for the server's short-lived objects.
    const next = ['--max-semi-space-size=64', path.join(root, 'dist', 'server.mjs')];
    const service = run(name, process.execPath, next, { ...env, PORT: String(port), LISTEN_FDS: '1' }, socket.fd);
    if (nice !== 0) os.setPriority(service.child.pid!, nice);
    await waitUntil(`${name} on ${port}`, () => instanceReady(`http://127.0.0.1:${port}`), service);
    return service;
  };
  instanceNames.forEach((name, i) =>
    starters.set(name, async () => {
      if (!sockets.has(name)) sockets.set(name, holdSocket(ports[i]!));
      return serve(name, ports[i]!, sockets.get(name)!);
    }),
  );
  /** The processes started beside the running ones by a deploy, by instance, until the old one is retired. */
  const beside = new Map<string, { service: Service; socket: HeldSocket; port: number }>();

  const nginxPrefix = path.join(work, 'nginx');
  for (const dir of ['logs', 'cache', 'temp']) fs.mkdirSync(path.join(nginxPrefix, dir), { recursive: true });
  // Started as root, nginx's workers run as nobody: they write the cache and the request bodies.
  if (isRoot) for (const dir of ['cache', 'temp']) spawnSync('chown', ['nobody', path.join(nginxPrefix, dir)]);
  const nginxConf = nginxConfig(path.join(nginxPrefix, 'conf'), purge);
  if (nginx)
    starters.set('nginx', async () => {
      // Its errors are also written where the stack's other output goes (STACK_DEBUG prints it).
      const service = run('nginx', bin('nginx'), [
        '-p',
        nginxPrefix,
        '-c',
        nginxConf,
        '-g',
        'daemon off; error_log stderr warn;',
      ]);
      await waitUntil('nginx', answers(`${NGINX_ORIGIN}/robots.txt`), service);
      return service;
    });

  const start = async (name: string) => {
    say(`starting ${name}`);
    services.set(name, await starters.get(name)!());
  };

  const stopService = async (name: string, hard = false) => {
    const service = services.get(name);
    if (service) await stopChild(service, hard, instanceNames.includes(name) ? INSTANCE_STOP_MS : undefined);
    // An instance stopped is a server gone: its address refuses connections, and nginx leaves it out.
    sockets.get(name)?.close();
    sockets.delete(name);
  };

  const restartInstance = async (name: string) => {
    await stopChild(services.get(name)!, false, INSTANCE_STOP_MS);
    await start(name);
  };

  const startBeside = async (name: string, port: number) => {
    say(`starting ${name} on ${port}`);
    const socket = holdSocket(port);
    // Only root may give a process its priority back.
    beside.set(name, { service: await serve(name, port, socket, isRoot ? 10 : 0), socket, port });
  };

  const serveBeside = (name: string) => {
    const pid = beside.get(name)?.service.child.pid;
    if (isRoot && pid) os.setPriority(pid, 0);
  };

  const retire = async (name: string) => {
    const next = beside.get(name);
    if (!next) throw new Error(`${name} has no process started beside it`);
    await stopService(name);
    beside.delete(name);
    const i = instanceNames.indexOf(name);
    services.set(name, next.service);
    sockets.set(name, next.socket);
    ports[i] = next.port;
    instances[i] = `http://127.0.0.1:${next.port}`;
  };

  const stop = async () => {
    for (const { service, socket } of beside.values()) {
      await stopChild(service, false, INSTANCE_STOP_MS);
      socket.close();
    }
    for (const name of [...services.keys()].reverse()) await stopService(name);
    services.clear();
    for (const socket of sockets.values()) socket.close();
    sockets.clear();
    fs.rmSync(work, { recursive: true, force: true });
    unlock();
  };

  // The ports are taken from here on.
  const unlock = await takeLock(say);
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
    await Promise.all(instanceNames.map(start));
    if (nginx) await start('nginx');
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    databaseUrl,
    redisUrl,
    instances,
    instanceNames,
    nginx: nginx ? NGINX_ORIGIN : null,
    nginxUpstreams: path.join(nginxPrefix, 'conf', 'edu-connect-upstream.conf'),
    purge,
    dataDir,
    services,
    env,
    stopService,
    restartService: (name) => start(name),
    restartInstance,
    startBeside,
    serveBeside,
    retire,
    stop,
  };
}

/** The schema brought to the new version's, before any instance runs it (`npm run db:migrate`). */
export async function migrate(stack: Pick<Stack, 'env'>) {
  const migrating = run('migrate', process.execPath, ['-r', 'esbuild-register', 'scripts/db.ts', 'migrate'], stack.env);
  const code = await new Promise((r) => migrating.child.once('exit', r));
  if (code !== 0) throw new Error(`Migrating failed:\n${migrating.output()}`);
}

type Deployable = Pick<
  Stack,
  | 'env'
  | 'instanceNames'
  | 'instances'
  | 'services'
  | 'nginxUpstreams'
  | 'restartInstance'
  | 'startBeside'
  | 'serveBeside'
  | 'retire'
>;

/**
 * A deploy's replacement of the instances (docs/deploying.md): the migrations first, which
 * the running version must tolerate, then scripts/deploy.ts's sequence: for each instance in turn, the new
 * version started on its other port beside the running process at a low CPU priority, waited for until
 * ready, warmed up there, given its full priority and put in nginx's upstream in place of the old one,
 * which then stops. `warmed` is called with each
 * instance's name and its new process's origin once that process is warm, before nginx sends it visitors.
 */
export async function rollingRestart(
  stack: Deployable,
  say: (line: string) => void = () => {},
  warmed?: (name: string, origin: string) => Promise<void>,
) {
  say('migrating');
  await migrate(stack);
  const port = (address: string) => Number(address.slice(address.lastIndexOf(':') + 1));
  /** The instance that serves on `address`, or whose other port it is. */
  const nameOf = (address: string) =>
    stack.instanceNames[
      stack.instances.findIndex((origin) => [port(address), otherPort(port(address))].includes(port(origin)))
    ]!;
  await deploy({
    upstreamFile: stack.nginxUpstreams,
    nginxPid: () => stack.services.get('nginx')!.child.pid!,
    start: (address) => stack.startBeside(nameOf(address), port(address)),
    serve: (address) => Promise.resolve(stack.serveBeside(nameOf(address))),
    stop: (address) => stack.retire(nameOf(address)),
    say,
    warmed: async (address) => warmed?.(nameOf(address), `http://${address}`),
  });
}

/**
 * The sequence documented before scripts/deploy.ts, kept for the bench's comparison: each
 * instance restarted in place and waited for until its /readyz answers, while nginx goes on sending it
 * requests, which wait on its socket and then meet a cold process.
 */
export async function restartInPlace(stack: Deployable, say: (line: string) => void = () => {}) {
  await migrate(stack);
  for (const name of stack.instanceNames) {
    say(`restarting ${name} in place`);
    await stack.restartInstance(name);
    say(`${name} ready`);
  }
}

if (require.main === module) {
  startStack({ verbose: true }).then(
    async (stack) => {
      console.log(`\nThe site through nginx: ${stack.nginx}`);
      stack.instances.forEach((origin, i) => console.log(`Instance ${i + 1}: ${origin}`));
      console.log(`PostgreSQL: ${stack.databaseUrl}\nRedis: ${stack.redisUrl}`);
      console.log(
        stack.purge
          ? `nginx takes the instances' purges at http://127.0.0.1:${STACK_PORTS.purge}`
          : `No purge module (${PURGE_MODULE}): nginx's copies lag a staff write by up to their s-maxage`,
      );
      let rolling: Promise<void> = Promise.resolve();
      const roll = () =>
        (rolling = rolling
          .then(() => rollingRestart(stack, console.log))
          .then(() => console.log('rolling restart done'))
          .catch((error: unknown) => console.error(error instanceof Error ? error.message : error)));
      console.log(`kill -HUP ${process.pid} restarts the instances one at a time; Ctrl-C stops it all.`);
      process.on('SIGHUP', () => void roll());
      const end = () => void rolling.then(() => stack.stop()).then(() => process.exit(0));
      process.once('SIGINT', end);
      process.once('SIGTERM', end);
      if (process.argv.includes('--roll')) await roll();
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
