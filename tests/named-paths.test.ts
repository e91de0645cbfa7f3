import fs from 'node:fs';
import path from 'node:path';

/*
 * Every path of the project named in its Markdown files (README.md, ARCHITECTURE.md, TRANSLATIONS.md, docs/) and the code's comments exists: a
 * file moved or renamed takes the prose that names it along, or this fails.
 */

const root = path.resolve(__dirname, '..');
const TOP = ['app', 'components', 'lib', 'scripts', 'tests', 'e2e', 'deploy', 'docs', 'public', 'assets'];
/** A path from the root: one of the project's top folders, then names of files and folders (Next's [id], (group), [[...path]]). */
const NAMED = new RegExp(
  String.raw`(?<![\w./@-])((?:${TOP.join('|')})/[\w.()[\]@-]*(?:/[\w.()[\]@-]+)*/?)(?![\w.()[\]@/*…<{$-])`,
  'g',
);
const CODE = /\.(ts|tsx|mjs|cjs|js|css)$/;

function walk(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return ['node_modules', '.next'].includes(e.name) ? [] : walk(rel);
    return [rel];
  });
}

/** The comments of a code file: line comments and block comments, without the code around them. */
const comments = (source: string) =>
  [...source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\w])\/\/.*$/gm)].map((m) => m[0]).join('\n');

/** The paths a text names; one followed by a wildcard or a placeholder (lib/services/*.ts) is a pattern, not a path. */
const named = (text: string) => [...text.matchAll(NAMED)].map((m) => m[1]!.replace(/[.)]+$/, ''));

/** Whether a named path exists: a file or folder, or a module named without its extension. */
const exists = (p: string) => ['', '.ts', '.tsx', '.mjs'].some((ext) => fs.existsSync(path.join(root, p + ext)));

const sources = [
  // Every Markdown file of the project: the README, ARCHITECTURE.md, TRANSLATIONS.md and docs/.
  ...fs.readdirSync(root).filter((f) => f.endsWith('.md')),
  ...walk('docs').filter((f) => f.endsWith('.md')),
  ...['app', 'components', 'lib', 'scripts', 'tests', 'e2e', 'deploy']
    .flatMap((d) => walk(d))
    .filter((f) => CODE.test(f)),
  ...[
    'server.ts',
    'proxy.ts',
    'instrumentation.ts',
    'next.config.ts',
    'playwright.config.ts',
    'jest.config.mjs',
  ].filter(exists),
];

it('finds the paths a text names, and leaves wildcards and placeholders out', () => {
  expect(
    named('see `lib/queries/read.ts`, app/[locale]/(group)/teams/page.tsx and lib/services/*.ts, public/images/….svg'),
  ).toEqual(['lib/queries/read.ts', 'app/[locale]/(group)/teams/page.tsx']);
  expect(comments("const a = 'https://x.org/lib/x'; // lib/api/contract.ts\n/* lib/db/db.ts */")).toContain(
    'lib/api/contract.ts',
  );
});

it.each(sources)('%s names only paths that exist', (file) => {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const prose = file.endsWith('.md') ? text : comments(text);
  expect([...new Set(named(prose))].filter((p) => !exists(p))).toEqual([]);
});
