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
  const base = spec.startsWith('@/')
    ? spec.slice(2)
    : spec.startsWith('.')
      ? path.join(path.dirname(file), spec)
      : null;
  if (base === null) return null;
  const hit = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((p) => fs.existsSync(path.join(root, p)) && fs.statSync(path.join(root, p)).isFile());
  return hit ? path.normalize(hit) : null;
}

/** The project files a file imports (packages left out), as paths from the root. */
function imports(file: string): string[] {
  const specs = [
    ...text(file).matchAll(
      /^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm,
    ),
  ].map((m) => m[1] ?? m[2] ?? m[3]!);
  return specs.flatMap((spec) => resolve(file, spec) ?? []);
}

const all = [...files('app'), ...files('components'), ...files('lib'), 'proxy.ts', 'instrumentation.ts'];

it('lib/ never imports components/ or app/', () => {
  const offending = files('lib').flatMap((f) =>
    imports(f)
      .filter((i) => i.startsWith('components/') || i.startsWith('app/'))
      .map((i) => `${f} -> ${i}`),
  );
  expect(offending).toEqual([]);
});

/*
 * Every folder of lib/, with what it may import (statically or with `import()`). The contract knows no
 * server; the database knows only the environment; e-mail is composed and sent from lib/mail, which knows
 * no table; the services (the one reader and writer of every table) know the database, the contract and
 * lib/mail; the HTTP adapter and the seed sit on the services. Reads for pages (lib/queries) go through the
 * contract and the gateway, never to the database or the services; the site's address is configuration
 * (lib/platform), so nothing imports lib/seo for it.
 */
const LAYERS: Record<string, string[]> = {
  'lib/platform/': ['lib/platform/'],
  // The languages, their addresses and catalogs (messages/ is data, not a folder of lib/).
  'lib/i18n/': ['lib/i18n/'],
  // The forms' messages are written once, in English, in the forms catalog (lib/api/messages.ts); a form
  // sends its page's language, one of the site's languages (lib/i18n/locales.ts, which imports nothing).
  // A translation staff save is held to the glossary and each language's typography (lib/i18n/glossary.ts, which imports nothing).
  'lib/api/': [
    'lib/api/',
    'lib/platform/',
    'messages/en/forms.json',
    'messages/en/giving.json',
    'lib/i18n/locales.ts',
    'lib/i18n/glossary.ts',
  ],
  // Dates and numbers in each language's own form (lib/i18n/locales.ts names its Intl tag).
  'lib/format/': ['lib/format/', 'lib/api/', 'lib/i18n/'],
  'lib/content/': ['lib/content/', 'lib/api/'],
  'lib/db/': ['lib/db/', 'lib/api/', 'lib/platform/'],
  'lib/auth/': ['lib/auth/', 'lib/db/', 'lib/platform/'],
  // E-mail as data (compose, signed links) and its transport: below the services, which put it in the outbox.
  // A visitor's e-mail is written in their language: its words are the mail catalogs (messages/<locale>/mail.json)
  // and its links go to that language's pages (lib/i18n/locales.ts).
  'lib/mail/': [
    'lib/mail/',
    'lib/api/',
    'lib/platform/',
    'lib/content/',
    'lib/auth/secret.ts',
    'lib/i18n/locales.ts',
    'messages/en/mail.json',
  ],
  // The records' translations and a newsletter's versions are kept for the site's languages (lib/i18n/locales.ts
  // names them), no other.
  'lib/services/': [
    'lib/services/',
    'lib/db/',
    'lib/api/',
    'lib/format/',
    'lib/platform/',
    'lib/mail/',
    'lib/payments/',
    'lib/i18n/locales.ts',
  ],
  // A payment provider over its API (the gifts service's, alone), configured from the environment, in the
  // currencies gifts are taken in (lib/api/giving.ts).
  'lib/payments/': ['lib/payments/', 'lib/platform/', 'lib/api/giving.ts'],
  // The payment provider configured (lib/payments) is handed to the gifts service by the adapter.
  'lib/admin-server/': [
    'lib/admin-server/',
    'lib/services/',
    'lib/db/',
    'lib/api/',
    'lib/format/',
    'lib/platform/',
    'lib/payments/',
  ],
  'lib/seed/': ['lib/seed/', 'lib/services/', 'lib/db/', 'lib/api/'],
  // The service worker and what pages share with it: its names, the page's side of a form kept offline (the
  // client's name for a kept request, the Idempotency-Key header), the languages' offline pages, and the switch in
  // the environment that turns it off; and the searchable lists (lib/content/searches.ts): a search of the site's
  // own is the one query it keeps a page for.
  'lib/offline/': ['lib/offline/', 'lib/api/', 'lib/i18n/locales.ts', 'lib/platform/', 'lib/content/searches.ts'],
  'lib/console/': ['lib/console/', 'lib/auth/', 'lib/services/', 'lib/db/', 'lib/api/', 'lib/format/', 'lib/platform/'],
  // The front door: the embedded server is loaded on first use; the counters of the rate limit live in lib/db.
  'lib/gateway/': [
    'lib/gateway/',
    'lib/admin-server/',
    'lib/db/counters.ts',
    'lib/db/db.ts',
    'lib/api/',
    'lib/platform/',
  ],
  // A form sent without scripts is answered in the page's language (lib/i18n: its languages).
  'lib/forms/': ['lib/forms/', 'lib/gateway/', 'lib/api/', 'lib/platform/', 'lib/i18n/'],
  // A page's reads give records in its language (lib/i18n: the languages).
  'lib/queries/': ['lib/queries/', 'lib/gateway/', 'lib/api/', 'lib/content/', 'lib/format/', 'lib/seo/', 'lib/i18n/'],
  // A staff write's side effect once it has answered: nginx's copies of the pages that read what it expired
  // (lib/queries: which page reads which tag), purged through NGINX_PURGE_URL (lib/platform: its address).
  'lib/purge/': ['lib/purge/', 'lib/queries/', 'lib/platform/'],
  'lib/seo/': ['lib/seo/', 'lib/api/', 'lib/content/', 'lib/format/', 'lib/platform/', 'lib/i18n/'],
  // A newsletter link's page is answered 404 here when its signed token does not verify (lib/mail/links.ts),
  // in the language of its address (lib/i18n/locales.ts).
  'lib/proxy/': ['lib/proxy/', 'lib/gateway/', 'lib/api/', 'lib/mail/links.ts', 'lib/i18n/locales.ts'],
  // Backups copy the store whole, below the services: the SQLite file's name and the migrations this code
  // knows (lib/db), and where the environment keeps the data (lib/platform/env.ts). Only scripts/ and the
  // tests load it.
  'lib/backup/': ['lib/backup/', 'lib/db/', 'lib/platform/'],
};

it('every folder of lib/ has its rule', () => {
  const folders = fs.readdirSync(path.join(root, 'lib'), { withFileTypes: true }).filter((e) => e.isDirectory());
  expect(folders.map((e) => `lib/${e.name}/`).filter((f) => !(f in LAYERS))).toEqual([]);
});

/** The folders of lib/ as a graph: for each, the other folders its files import. */
function folderGraph(): Map<string, Set<string>> {
  const folderOf = (f: string) => f.split(path.sep).slice(0, 2).join('/');
  const graph = new Map<string, Set<string>>();
  for (const f of files('lib')) {
    const from = folderOf(f);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const to of imports(f)
      .filter((i) => i.startsWith(`lib${path.sep}`))
      .map(folderOf))
      if (to !== from) graph.get(from)!.add(to);
  }
  return graph;
}

/** The loops of a graph, each as `a -> b -> a`. */
function loopsIn(graph: Map<string, Set<string>>): string[] {
  const loops = new Set<string>();
  const walk = (node: string, trail: string[]) => {
    if (trail.includes(node)) return void loops.add([...trail.slice(trail.indexOf(node)), node].join(' -> '));
    for (const next of graph.get(node) ?? []) walk(next, [...trail, node]);
  };
  for (const node of graph.keys()) walk(node, []);
  return [...loops];
}

it('no loop between folders of lib/: each is readable without the ones above it', () => {
  const graph = folderGraph();
  expect([...(graph.get('lib/queries') ?? [])]).toContain('lib/gateway');
  expect(loopsIn(graph)).toEqual([]);
});

it('the loop check finds a loop through three folders', () => {
  const graph = new Map([
    ['lib/seo', new Set(['lib/queries'])],
    ['lib/queries', new Set(['lib/gateway'])],
    ['lib/gateway', new Set(['lib/seo'])],
  ]);
  expect(loopsIn(graph)).toContain('lib/seo -> lib/queries -> lib/gateway -> lib/seo');
});

it('components/ never imports app/', () => {
  const offending = files('components').flatMap((f) =>
    imports(f)
      .filter((i) => i.startsWith(`app${path.sep}`))
      .map((i) => `${f} -> ${i}`),
  );
  expect(offending).toEqual([]);
});

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
  expect(imports(path.normalize('lib/gateway/admin-client.ts'))).toContain(
    path.normalize('lib/admin-server/router.ts'),
  );
});

it('only the services write a table: nothing else inserts, updates or deletes rows', () => {
  const writers = [...all, ...files('scripts')].filter((f) => /\.(insertInto|updateTable|deleteFrom)\(/.test(text(f)));
  expect(writers.filter((f) => !f.startsWith(path.normalize('lib/services/')))).toEqual([]);
});

it('only the services read a table, for the public handlers and the console alike (the seed checks it plants into an empty store)', () => {
  const readers = [...all, ...files('scripts')].filter((f) => /\.selectFrom\(/.test(text(f)));
  expect(
    readers.filter((f) => !f.startsWith(path.normalize('lib/services/')) && f !== path.normalize('lib/seed/seed.ts')),
  ).toEqual([]);
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
 * Server-side by place: what the scripts (the seed, the bench) and Jest load outside Next cannot be
 * marked `import 'server-only'`, since that package throws anywhere but in Next's server.
 */
const SERVER_SIDE = ['lib/gateway/', 'lib/admin-server/', 'lib/services/', 'lib/db/', 'lib/backup/'].map((dir) =>
  path.normalize(dir),
);

it('no client component reaches a server-only module', () => {
  const serverOnly = new Set(
    all.filter((f) => /^import 'server-only';/m.test(text(f)) || SERVER_SIDE.some((dir) => f.startsWith(dir))),
  );
  expect(serverOnly.size).toBeGreaterThan(2);
  expect(chainsFromClientComponents(imports, (file) => serverOnly.has(file))).toEqual([]);
});

it('nothing the site runs loads next-intl’s navigation, which would put its ICU parser in every page’s scripts', () => {
  // lib/i18n/locales.ts says why; tests/i18n-routing.test.ts holds the site's addresses to it.
  const loading = all.filter((f) => !/\.test\.tsx?$/.test(f) && /['"]next-intl\/navigation['"]/.test(text(f)));
  expect(loading).toEqual([]);
});

const isConsole = (f: string) =>
  f.startsWith(path.normalize('app/admin/')) || f.startsWith(path.normalize('components/admin/'));

it('no page, route or component imports the embedded server or its data: they read through lib/queries, the console through lib/console', () => {
  const offending = [...files('app'), ...files('components')].flatMap((f) =>
    imports(f)
      .filter((i) =>
        ['lib/admin-server/', 'lib/services/', 'lib/db/', 'lib/seed/', 'lib/backup/'].some((layer) =>
          i.startsWith(path.normalize(layer)),
        ),
      )
      // The console's pages name the services' types and checks; the console test below holds what they may call.
      .filter(
        (i) =>
          !isConsole(f) || !(i.startsWith(path.normalize('lib/services/')) || i === path.normalize('lib/db/schema.ts')),
      )
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
  const specs = [
    ...text(file).matchAll(
      /^\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm,
    ),
  ].map((m) => m[1] ?? m[2]!);
  return specs.map((spec) => resolve(file, spec) ?? spec);
}

it('no client component loads the validator up front: forms fetch it on first use (lib/api/form-kit.ts)', () => {
  const heavy = new Set([
    'zod',
    ...['lib/api/schemas.ts', 'lib/api/contract.ts', 'lib/api/form-kit.ts'].map((f) => path.normalize(f)),
  ]);
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
    return names
      .filter((n) => n && !n.startsWith('type '))
      .map((n): [string, string] => [target, n.split(/\s+as\s+/)[0]!]);
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
        return names
          .filter((name) => !(allowed[target] ?? []).includes(name))
          .map((name) => `${f} -> ${target} (${name})`);
      }),
  );
  expect(offending).toEqual([]);

  const gates = files('lib/console').filter((f) => !f.endsWith('access.ts'));
  expect(gates.length).toBeGreaterThan(3);
  const unguarded = gates.flatMap((f) =>
    [...text(f).matchAll(/^export\s+(?:async\s+)?(const|function)\s+(\w+)(.*)$/gm)]
      .filter(
        ([, what, name, rest]) => !(what === 'const' && /^\s*=\s*forStaff\(/.test(rest!)) && name !== 'recordSignIn',
      )
      .map(([, , name]) => `${f}: ${name}`),
  );
  expect(unguarded).toEqual([]);
});
