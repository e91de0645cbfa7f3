import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/*
 * The site's own decorative SVGs, for pages to draw inline: an inline drawing is painted with the HTML
 * and is never a page's largest contentful paint, so the text beside it is, and nothing waits for a
 * picture to arrive. Only files under public/images qualify; anything else is loaded as a picture.
 */

const cache = new Map<string, string | null>();

/** The markup of `/images/….svg` shipped in public/, or null for any other address. */
export function inlineSvg(src: string | undefined): string | null {
  if (!src || !/^\/images\/[\w/-]+\.svg$/.test(src)) return null;
  if (!cache.has(src)) {
    const file = path.join(process.cwd(), 'public', src);
    cache.set(src, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
  }
  return cache.get(src)!;
}
