import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/*
 * The site's own SVGs (public/images), written into the page rather than fetched: a phone on slow mobile
 * data paints them with the HTML, without one more round trip. A decorative drawing goes in as markup; a
 * picture that is a page's largest paint goes in as a data: address of its <img> (svgDataUri). Only files
 * under public/images qualify; anything else is loaded as a picture.
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

/** A shipped picture larger than this is fetched as usual: the page would grow more than the round trip costs. */
const MAX_INLINE_BYTES = 4096;

/**
 * `/images/….svg` shipped in public/ as a data: address, or null for any other address or a larger file.
 * Percent-encoding only what a URL must escape keeps the markup readable to gzip (base64 would not).
 */
export function svgDataUri(src: string | undefined): string | null {
  const markup = inlineSvg(src);
  if (!markup || Buffer.byteLength(markup) > MAX_INLINE_BYTES) return null;
  return `data:image/svg+xml,${markup
    .trim()
    .replace(/[\r\n]+/g, ' ')
    .replace(/[%#<>"{}|\\^`]/g, encodeURIComponent)}`;
}
