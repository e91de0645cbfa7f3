/*
 * Builds the service worker (lib/offline/worker.ts) after `next build` (`npm run build` runs it): esbuild
 * bundles it with Serwist's library into .next/sw.js, which app/sw.js/route.ts serves at /sw.js.
 *
 * Next 16 builds with Turbopack, where Serwist's Next plugin (a webpack plugin) does not run; a step of
 * its own after the build sees the build's output whatever bundler made it. What it precaches is read from
 * that output: the scripts every page starts with (the build manifest's root files), the
 * fonts, and each language's offline page with the scripts its HTML names, all content-named but the pages,
 * whose revision is the build's id. Other files are kept as pages load them (lib/offline/worker.ts).
 *
 * Run in a folder other than the project's (a copy of a build, as e2e/offline-update.spec.ts makes), it
 * builds that folder's worker: `node -r esbuild-register scripts/build-worker.ts [folder]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { LOCALES, localePath } from '../lib/i18n/locales';
import { OFFLINE_PATH } from '../lib/offline/names';

const root = path.resolve(__dirname, '..');
const dir = path.resolve(process.argv[2] ?? process.cwd());
const next = path.join(dir, '.next');
const read = (file: string) => fs.readFileSync(path.join(next, file), 'utf8');

const buildId = read('BUILD_ID').trim();
// Not the polyfills: only a browser without modules loads them, and it has no service worker either.
const manifest = JSON.parse(read('build-manifest.json')) as { rootMainFiles?: string[] };
const files = new Set<string>(manifest.rootMainFiles ?? []);
for (const font of fs.readdirSync(path.join(next, 'static', 'media')).filter((f) => f.endsWith('.woff2')))
  files.add(`static/media/${font}`);

const pages = LOCALES.map((locale) => {
  const html = read(path.join('server', 'app', locale, `${OFFLINE_PATH.slice(1)}.html`));
  for (const [tag, src] of html.matchAll(/<script[^>]+src="\/_next\/(static\/[^"?]+\.js)"[^>]*>/g))
    if (!/\bnomodule\b/i.test(tag)) files.add(src!);
  return { url: localePath(locale, OFFLINE_PATH), revision: buildId };
});
const precache = [...[...files].map((file) => ({ url: `/_next/${file}`, revision: null })), ...pages];

async function main() {
  const result = await build({
    entryPoints: [path.join(root, 'lib', 'offline', 'worker.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    write: false,
    legalComments: 'none',
    tsconfig: path.join(root, 'tsconfig.json'),
    define: {
      BUILD_ID: JSON.stringify(buildId),
      PRECACHE: JSON.stringify(precache),
      'process.env.NODE_ENV': '"production"',
    },
  });
  const code = result.outputFiles[0]!.contents;
  // Written beside and renamed over: a copy of a build made of hard links keeps the original's file as it was.
  const target = path.join(next, 'sw.js');
  fs.writeFileSync(`${target}.tmp`, code);
  fs.renameSync(`${target}.tmp`, target);
  console.log(
    `service worker: .next/sw.js, ${Math.round(code.length / 1024)} KB, precaching ${precache.length} files (build ${buildId})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
