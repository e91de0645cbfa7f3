/*
 * Builds the service worker (lib/offline/worker.ts) after `next build` (`npm run build` runs it): esbuild
 * bundles it with Serwist's library into .next/sw.js, which app/sw.js/route.ts serves at /sw.js.
 *
 * Next 16 builds with Turbopack, where Serwist's Next plugin (a webpack plugin) does not run; a step of
 * its own after the build sees the build's output whatever bundler made it. What it precaches is read from
 * that output: the scripts every page starts with (the build manifest's root files), content-named, which
 * the page that registers the worker loaded already, so the browser's cache hands them over. Nothing else:
 * a font is kept once a page used it, and the offline page of a language once a page of that language
 * was read (lib/offline/worker.ts), so a first visit fetches nothing it will not use.
 *
 * Run in a folder other than the project's (a copy of a build, as e2e/offline-update.spec.ts makes), it
 * builds that folder's worker: `node -r esbuild-register scripts/build-worker.ts [folder]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(__dirname, '..');
const dir = path.resolve(process.argv[2] ?? process.cwd());
const next = path.join(dir, '.next');
const read = (file: string) => fs.readFileSync(path.join(next, file), 'utf8');

const buildId = read('BUILD_ID').trim();
// Not the polyfills: only a browser without modules loads them, and it has no service worker either.
const manifest = JSON.parse(read('build-manifest.json')) as { rootMainFiles?: string[] };
const precache = (manifest.rootMainFiles ?? []).map((file) => ({ url: `/_next/${file}`, revision: null }));

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
