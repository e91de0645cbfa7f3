import fs from 'node:fs';
import path from 'node:path';

/*
 * Which part may import which: the table of ARCHITECTURE.md's "Layer rules", read here and enforced. Every folder
 * of lib/ and every top-level folder has its row, and each row names a folder that exists; each folder imports only
 * itself and what its row lists; no loop between the folders of lib/; no client component reaches a module marked
 * server-only or a folder the table calls server-side by place.
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

const all = [...files('app'), ...files('components'), ...files('lib'), 'proxy.ts', 'instrumentation.ts', 'server.ts'];

/** One row of the table: a folder, what it may import besides itself, and what it never imports. */
type Row = {
  folder: string;
  /** null: any folder (no rule); 'data': it holds no code; else the paths it may import besides itself. */
  may: string[] | null | 'data';
  never: string[];
  serverSide: boolean;
};

const spans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** The rows of the table under ARCHITECTURE.md's "## Layer rules". */
function layerTable(markdown: string): Row[] {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Layer rules'));
  if (!section) throw new Error('ARCHITECTURE.md has no "## Layer rules" section');
  const lines = section.split('\n').filter((l) => l.startsWith('|'));
  const header = lines[0]!.split('|').map((c) => c.trim().toLowerCase());
  const column = (name: string) => {
    const i = header.findIndex((c) => c.startsWith(name));
    if (i < 0) throw new Error(`the layer table has no "${name}" column`);
    return i;
  };
  const [folder, may, server] = [column('folder'), column('may import'), column('server-side')];
  return lines.slice(2).map((line) => {
    const cells = line.split('|').map((c) => c.trim());
    const [allowed, denied = ''] = cells[may]!.split(/;\s*not\s+/);
    return {
      folder: spans(cells[folder]!)[0]!,
      may: allowed === 'any' ? null : allowed === '—' ? 'data' : spans(allowed!),
      never: spans(denied),
      serverSide: cells[server] === 'yes',
    };
  });
}

const TABLE = layerTable(text('ARCHITECTURE.md'));
const rowOf = new Map(TABLE.map((r) => [r.folder, r]));

it('reads the layer table of ARCHITECTURE.md', () => {
  expect(TABLE.length).toBeGreaterThan(20);
  expect(rowOf.get('lib/queries/')?.may).toContain('lib/gateway/');
  expect(rowOf.get('app/')?.never).toContain('lib/services/');
  expect(TABLE.filter((r) => r.serverSide).map((r) => r.folder)).toContain('lib/db/');
  expect(
    layerTable(
      '## Layer rules\n\n| Folder | May import | Server-side |\n| - | - | - |\n| `x/` | `y/`; not `z/` | yes |',
    ),
  ).toEqual([{ folder: 'x/', may: ['y/'], never: ['z/'], serverSide: true }]);
});

/** The folders git keeps at the top (not hidden, not ignored as a whole by .gitignore). */
function topFolders(): string[] {
  const ignored = text('.gitignore')
    .split('\n')
    .filter((l) => /^\/?[\w.-]+\/$/.test(l))
    .map((l) => l.replace(/^\//, ''));
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !ignored.includes(`${e.name}/`))
    .map((e) => `${e.name}/`);
}

it('every top-level folder and every folder of lib/ has its row', () => {
  const lib = fs
    .readdirSync(path.join(root, 'lib'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `lib/${e.name}/`);
  expect([...topFolders(), ...lib].filter((f) => !rowOf.has(f))).toEqual([]);
});

it('every row names a folder that exists, and every path it may import exists', () => {
  const exists = (p: string) => fs.existsSync(path.join(root, p));
  expect(TABLE.filter((r) => !r.folder.endsWith('/') || !exists(r.folder)).map((r) => r.folder)).toEqual([]);
  const named = TABLE.flatMap((r) => [...(Array.isArray(r.may) ? r.may : []), ...r.never]);
  expect(named.filter((p) => !exists(p))).toEqual([]);
});

/** The row a file falls under: the one of the deepest folder that holds it. */
const ruleFor = (file: string) =>
  TABLE.filter((r) => file.startsWith(path.normalize(r.folder))).sort((a, b) => b.folder.length - a.folder.length)[0];

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

/** The console's pages and components, which also name the services' types and checks (the console test below). */
const isConsole = (f: string) =>
  f.startsWith(path.normalize('app/admin/')) || f.startsWith(path.normalize('components/admin/'));

const coded = TABLE.filter((r) => Array.isArray(r.may));

it.each(coded.map((r) => [r.folder, r.may, r.never] as const))('%s imports only itself and %j, never %j', (folder) => {
  const offending = files(folder)
    .filter((f) => ruleFor(f)?.folder === folder)
    .flatMap((f) =>
      imports(f)
        .filter((i) => {
          const { may, never } = rowOf.get(folder)!;
          const under = (p: string) => i.startsWith(path.normalize(p));
          return !(under(folder) || (may as string[]).some(under)) || never.some(under);
        })
        // The console's pages name the services' types and checks; the console test below holds what they may call.
        .filter(
          (i) =>
            !isConsole(f) ||
            !(i.startsWith(path.normalize('lib/services/')) || i === path.normalize('lib/db/schema.ts')),
        )
        .map((i) => `${f} -> ${i}`),
    );
  expect(offending).toEqual([]);
});

it('a folder the table calls data holds no code', () => {
  const code = TABLE.filter((r) => r.may === 'data').flatMap((r) =>
    files(r.folder).filter((f) => !f.endsWith('.d.ts')),
  );
  expect(code).toEqual([]);
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
 * Server-side by place (the table's last column): what the scripts (the seed, the bench) and Jest load outside Next
 * cannot be marked `import 'server-only'`, since that package throws anywhere but in Next's server.
 */
const SERVER_SIDE = TABLE.filter((r) => r.serverSide).map((r) => path.normalize(r.folder));

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

it('the modules of lib/queries, through which pages and components read the admin API, are all server-only', () => {
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

it('the server (server.ts) imports only lib/platform/: it runs outside Next, beside the bundles', () => {
  expect(imports('server.ts').length).toBeGreaterThan(2);
  expect(imports('server.ts').filter((i) => !i.startsWith(path.normalize('lib/platform/')))).toEqual([]);
});
