// Compressed size of a page's HTML and of the scripts it loads, as a phone on mobile data downloads them.
// Usage: node scripts/page-weight.mjs http://127.0.0.1:3000 / /acn/home …   (against `npm start`)
import { gzipSync } from 'node:zlib';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
for (const path of paths.length ? paths : ['/']) {
  const html = Buffer.from(await (await fetch(base + path)).arrayBuffer());
  const scripts = [...new Set([...html.toString().matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]))];
  let js = 0;
  for (const src of scripts) js += gzipSync(Buffer.from(await (await fetch(base + src)).arrayBuffer())).length;
  console.log(
    `${path.padEnd(28)} HTML ${(gzipSync(html).length / 1024).toFixed(1)} KB gzip   JS ${scripts.length} files ${(js / 1024).toFixed(1)} KB gzip`,
  );
}
