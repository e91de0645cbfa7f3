import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/*
 * Starts the real, built app on a free port with a fresh data folder (and, given a PostgreSQL
 * address, that database) for the contract suite. Set CONTRACT_API_URL to run the same suite against another admin server instead
 * (checks that read our database are then skipped).
 */

export const ADMIN_TOKEN = 'contract-suite-admin-token-0123456789';

export interface RunningServer {
  api: string;
  dataDir: string | null;
  stop: () => Promise<void>;
}

const root = path.resolve(__dirname, '../..');

async function waitFor(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited early:\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not answer within 60 s:\n${log()}`);
}

/** A port nobody listens on, so suites in parallel workers never collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface StartOptions {
  /** Keep the embedded server's data in this PostgreSQL database. */
  databaseUrl?: string;
  /** Run in the second mode: read from and forward /api to this admin server; nothing is seeded locally. */
  adminApiUrl?: string;
  /** More environment for the app (API_TIMEOUT_MS, RATE_LIMIT_PER_MINUTE…). */
  env?: Record<string, string>;
  /** Serve from a private copy of the build, so the pages and data this server caches are its own. */
  ownBuild?: boolean;
  /** Use this data folder (and keep it on stop), e.g. to restart after a crash. */
  dataDir?: string;
  /** Seed the demo content first (default: in the embedded mode). */
  seed?: boolean;
}

/** A folder that runs the same build: the sources linked, `.next` copied. */
function copyBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-build-'));
  for (const f of [
    'node_modules',
    'package.json',
    'next.config.ts',
    'lib',
    'dist',
    'public',
    'assets',
    'tsconfig.json',
  ])
    fs.symlinkSync(path.join(root, f), path.join(dir, f));
  // The bundler's own cache (most of .next) is not needed to serve; the page and data caches are copied.
  const bundlerCache = path.join(root, '.next', 'cache', 'turbopack');
  fs.cpSync(path.join(root, '.next'), path.join(dir, '.next'), {
    recursive: true,
    filter: (src) => src !== bundlerCache,
  });
  return dir;
}

export interface AppProcess extends RunningServer {
  origin: string;
  /** The build folder this server writes its page cache into. */
  buildDir: string;
  child: ChildProcess;
  output: () => string;
}

export async function startServer(options: StartOptions = {}): Promise<AppProcess> {
  const { databaseUrl, adminApiUrl } = options;
  const external = process.env.CONTRACT_API_URL;
  if (external && !adminApiUrl) {
    const api = external.replace(/\/+$/, '');
    return {
      api,
      origin: api.replace(/\/api$/, ''),
      dataDir: null,
      buildDir: root,
      child: null as never,
      output: () => '',
      stop: async () => {},
    };
  }

  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('Build the app first (npm run build): the contract suite runs the built app.');
  const keepData = options.dataDir !== undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'edu-contract-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    ADMIN_TOKEN,
    NEXT_TELEMETRY_DISABLED: '1',
    ADMIN_API_URL: adminApiUrl ?? '',
    DATABASE_URL: databaseUrl ?? '',
    RATE_LIMIT_PER_MINUTE: '100000',
    ALLOW_LOCAL_SITE_URL: '1',
    ...options.env,
  };
  if (options.seed ?? !adminApiUrl) {
    // A throw-away database: add the demo content even where earlier runs left content of their own.
    const seeded = spawnSync(process.execPath, ['-r', 'esbuild-register', 'scripts/db.ts', 'seed', '--force'], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(`Seeding failed: ${seeded.stderr}`);
  }

  const buildDir = options.ownBuild ? copyBuild() : root;
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'dist', 'server.mjs')], {
    cwd: buildDir,
    env: { ...env, PORT: String(port) },
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const origin = `http://127.0.0.1:${port}`;
  const api = `${origin}/api`;
  await waitFor(adminApiUrl ? `${origin}/robots.txt` : `${api}/arewahub/events/getEvents`, child, () => output);
  return {
    api,
    origin,
    dataDir,
    buildDir,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        // A graceful stop can wait on idle keep-alive connections; do not let it hold the suite.
        const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(force);
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
      if (buildDir !== root) fs.rmSync(buildDir, { recursive: true, force: true });
    },
  };
}
