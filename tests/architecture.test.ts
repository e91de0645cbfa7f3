/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

/*
 * Which part may import which (ARCHITECTURE.md): lib/ never imports the screens (components/,
 * app/); each layer below them (LAYERS) imports only the layers beneath it; and no client component reaches, through any chain of imports, a module marked server-only.
 */

const root = path.resolve(__dirname, '..');
const SOURCE = /\.(ts|tsx)$/;

function files(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(rel);
    return SOURCE.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

const text = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** A specifier as a path from the root, or null for a package (or a file that does not exist). */
function resolve(file: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? spec.slice(2) : spec.startsWith('.') ? path.join(path.dirname(file), spec) : null;
  if (base === null) return null;
  const hit = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((p) => fs.existsSync(path.join(root, p)) && fs.statSync(path.join(root, p)).isFile());
  return hit ? path.normalize(hit) : null;
}

/** The project files a file imports (packages left out), as paths from the root. */
function imports(file: string): string[] {
  const specs = [
    ...text(file).matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm),
  ].map((m) => m[1] ?? m[2] ?? m[3]!);
  return specs.flatMap((spec) => resolve(file, spec) ?? []);
}

const all = [...files('app'), ...files('pages'), ...files('components'), ...files('lib'), 'proxy.ts', 'instrumentation.ts'];

it('lib/ never imports components/, app/ or pages/', () => {
  const offending = files('lib').flatMap((f) =>
    imports(f)
      .filter((i) => i.startsWith('components/') || i.startsWith('app/') || i.startsWith('pages/'))
      .map((i) => `${f} -> ${i}`),
  );
  expect(offending).toEqual([]);
});

/*
 * The layers below the screens, each with what it may import (statically or with `import()`):
 * the contract knows no server; the database knows only the environment; e-mail is composed and
 * sent from lib/mail, which knows no table; the services (the one writer of every table) know the
 * database, the contract and lib/mail; the HTTP adapter and the seed sit on the services.
 */
const LAYERS: Record<string, string[]> = {
  'lib/api/': ['lib/api/', 'lib/platform/'],
  'lib/db/': ['lib/db/', 'lib/api/', 'lib/platform/'],
  // E-mail as data (compose, signed links) and its transport: below the services, which put it in the outbox.
  'lib/mail/': ['lib/mail/', 'lib/api/', 'lib/platform/', 'lib/content/', 'lib/seo/site.ts', 'lib/auth/secret.ts'],
  'lib/services/': ['lib/services/', 'lib/db/', 'lib/api/', 'lib/format/', 'lib/platform/', 'lib/mail/'],
  'lib/admin-server/': ['lib/admin-server/', 'lib/services/', 'lib/db/', 'lib/api/', 'lib/format/', 'lib/platform/'],
  'lib/seed/': ['lib/seed/', 'lib/services/', 'lib/db/', 'lib/api/'],
};

it.each(Object.entries(LAYERS))('%s imports only %j', (layer, may) => {
  const offending = files(layer).flatMap((f) =>
    imports(f)
      .filter((i) => !may.some((m) => i.startsWith(path.normalize(m))))
      .map((i) => `${f} -> ${i}`),
  );
  expect(offending).toEqual([]);
});

it('the layer rules see an import() as well as a static import', () => {
  // The embedded server is loaded on first use (lib/gateway/admin-client.ts): a loop through it would hide there.
  expect(imports(path.normalize('lib/gateway/admin-client.ts'))).toContain(path.normalize('lib/admin-server/router.ts'));
});

it('only the services write a table: nothing else inserts, updates or deletes rows', () => {
  const writers = [...all, ...files('scripts')].filter((f) => /\.(insertInto|updateTable|deleteFrom)\(/.test(text(f)));
  expect(writers.filter((f) => !f.startsWith(path.normalize('lib/services/')))).toEqual([]);
});

/**
 * Every chain of imports from a client component to a file `stops` names, following `next` from
 * each file: the offending chains, as `a -> b -> c`.
 */
function chainsFromClientComponents(next: (file: string) => string[], stops: (file: string) => boolean): string[] {
  const offending: string[] = [];
  for (const start of all.filter((f) => /^['"]use client['"]/.test(text(f)))) {
    const seen = new Set<string>();
    const walk = (file: string, trail: string[]) => {
      if (seen.has(file)) return;
      seen.add(file);
      if (stops(file)) return void offending.push([...trail, file].join(' -> '));
      // A server action's module reaches the client as a reference to call, never as its code.
      if (trail.length > 0 && SOURCE.test(file) && /^['"]use server['"]/.test(text(file))) return;
      for (const after of next(file)) walk(after, [...trail, file]);
    };
    walk(start, []);
  }
  return offending;
}

/*
 * Server-side by place: what /api runs cannot be marked `import 'server-only'`, since that package
 * throws in the Pages Router's server code, which serves /api (pages/api/[[...path]].ts).
 */
const SERVER_SIDE = ['lib/gateway/', 'lib/admin-server/', 'lib/services/', 'lib/db/'].map((dir) => path.normalize(dir));

it('no client component reaches a server-only module', () => {
  const serverOnly = new Set(all.filter((f) => /^import 'server-only';/m.test(text(f)) || SERVER_SIDE.some((dir) => f.startsWith(dir))));
  expect(serverOnly.size).toBeGreaterThan(2);
  expect(chainsFromClientComponents(imports, (file) => serverOnly.has(file))).toEqual([]);
});

const isConsole = (f: string) => f.startsWith(path.normalize('app/admin/')) || f.startsWith(path.normalize('components/admin/'));

it('no page, route or component imports the embedded server or its data: they read through lib/queries, the console through lib/console', () => {
  const offending = [...files('app'), ...files('components')].flatMap((f) =>
    imports(f)
      .filter((i) => ['lib/admin-server/', 'lib/services/', 'lib/db/', 'lib/seed/'].some((layer) => i.startsWith(path.normalize(layer))))
      // The console's pages name the services' types and checks; the console test below holds what they may call.
      .filter((i) => !isConsole(f) || !(i.startsWith(path.normalize('lib/services/')) || i === path.normalize('lib/db/schema.ts')))
      .map((i) => `${f} -> ${i}`),
  );
  expect(offending).toEqual([]);
});

it('pages and components read the admin API only through lib/queries, whose modules are all server-only', () => {
  const direct = [...files('app'), ...files('components')].flatMap((f) =>
    imports(f)
      .filter((i) => i === path.normalize('lib/queries/read.ts'))
      .map((i) => `${f} -> ${i}`),
  );
  expect(direct).toEqual([]);
  const open = files('lib/queries').filter((f) => !/^import 'server-only';/m.test(text(f)));
  expect(open).toEqual([]);
});

/** What loading a file loads: its static imports that are not type-only, as paths from the root, or packages by name. */
function loadedWithIt(file: string): string[] {
  const specs = [...text(file).matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm)].map(
    (m) => m[1] ?? m[2]!,
  );
  return specs.map((spec) => resolve(file, spec) ?? spec);
}

it('no client component loads the validator up front: forms fetch it on first use (lib/api/form-kit.ts)', () => {
  const heavy = new Set(['zod', ...['lib/api/schemas.ts', 'lib/api/contract.ts', 'lib/api/form-kit.ts'].map((f) => path.normalize(f))]);
  // Packages other than zod are not followed: only the project's files are read.
  const next = (file: string) => (SOURCE.test(file) ? loadedWithIt(file) : []);
  expect(chainsFromClientComponents(next, (file) => heavy.has(file))).toEqual([]);
});

/** The names a file imports from a module without `type`: [module path from the root, name][]. */
function valueImports(file: string): [string, string][] {
  return [...text(file).matchAll(/^import\s+(?!type\s)\{([^}]*)\}\s*from\s+['"]([^'"]+)['"]/gm)].flatMap((m) => {
    const target = resolve(file, m[2]!);
    if (!target) return [];
    const names = m[1]!.split(',').map((n) => n.trim());
    return names.filter((n) => n && !n.startsWith('type ')).map((n): [string, string] => [target, n.split(/\s+as\s+/)[0]!]);
  });
}

it('the console reads and writes its records only through lib/console, whose every function checks the staff member first', () => {
  // What the console may take from lib/services and lib/auth/accounts: checks and helpers that read no record.
  const allowed: Record<string, string[]> = {
    [path.normalize('lib/services/uploads.ts')]: ['checkPicture', 'isFile'],
    [path.normalize('lib/services/errors.ts')]: ['GoneError'],
    [path.normalize('lib/auth/accounts.ts')]: ['AccountError', 'makePassword'],
  };
  const console = [...files('app/admin'), ...files('components/admin')];
  const offending = console.flatMap((f) =>
    loadedWithIt(f)
      .filter((target) => target.startsWith(path.normalize('lib/services/')) || target in allowed)
      .flatMap((target) => {
        const names = valueImports(f).flatMap(([t, name]) => (t === target ? [name] : []));
        if (names.length === 0) return [`${f} -> ${target}`];
        return names.filter((name) => !(allowed[target] ?? []).includes(name)).map((name) => `${f} -> ${target} (${name})`);
      }),
  );
  expect(offending).toEqual([]);

  const gates = files('lib/console').filter((f) => !f.endsWith('access.ts'));
  expect(gates.length).toBeGreaterThan(3);
  const unguarded = gates.flatMap((f) =>
    [...text(f).matchAll(/^export\s+(?:async\s+)?(const|function)\s+(\w+)(.*)$/gm)]
      .filter(([, what, name, rest]) => !(what === 'const' && /^\s*=\s*forStaff\(/.test(rest!)) && name !== 'recordSignIn')
      .map(([, , name]) => `${f}: ${name}`),
  );
  expect(unguarded).toEqual([]);
});
