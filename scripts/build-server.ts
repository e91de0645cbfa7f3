/*
 * Compiles what Node runs outside Next's bundles (`npm run build` runs it first, and `npm run dev`): the site's
 * server (server.ts) and the cache handlers next.config.ts names (lib/platform/page-cache-handler.ts,
 * lib/platform/redis-cache-handler.ts), which Next loads with Node's own import in the server and in
 * `next build`'s workers. esbuild bundles each with the project's modules it imports into dist/, one
 * ES module apiece, and leaves every package to node_modules, so the server and Next load the same `next`.
 * tsc type-checks the sources (`npm run typecheck`); this only strips their types.
 */
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'dist');

/** The entry points, each compiled to dist/<its name>.mjs. */
const ENTRIES = ['server.ts', 'lib/platform/page-cache-handler.ts', 'lib/platform/redis-cache-handler.ts'];

async function main() {
  const result = await build({
    entryPoints: ENTRIES.map((entry) => path.join(root, entry)),
    outdir: out,
    // Each file by its own name at the top of dist/ (server.mjs, page-cache-handler.mjs, …).
    entryNames: '[name]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
    metafile: true,
  });
  const files = Object.keys(result.metafile.outputs).map((file) => path.relative(root, file));
  console.log(`server: ${files.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
