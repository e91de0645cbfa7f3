/*
 * Draws the site's icons from app/icon.svg: app/favicon.ico (16, 32 and 48 px PNGs in one ICO), and the
 * home-screen icons the web app manifest names (app/manifest.ts): 192 and 512 px as drawn, and a 512 px
 * "maskable" one whose mark sits inside the circle a phone may cut it to, on a full square of the brand
 * colour. Run: node scripts/make-favicon.mjs
 */
import fs from 'node:fs';
import sharp from 'sharp';

const svg = fs.readFileSync('app/icon.svg', 'utf8');
const png = (source, size, density = 600) =>
  sharp(Buffer.from(source), { density }).resize(size, size).png().toBuffer();

const sizes = [16, 32, 48];
const pngs = await Promise.all(sizes.map((s) => png(svg, s, 300)));
const header = Buffer.alloc(6);
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(sizes.length, 4);
let offset = 6 + 16 * sizes.length;
const entries = sizes.map((s, i) => {
  const e = Buffer.alloc(16);
  e.writeUInt8(s, 0);
  e.writeUInt8(s, 1);
  e.writeUInt16LE(1, 4); // colour planes
  e.writeUInt16LE(32, 6); // bits per pixel
  e.writeUInt32LE(pngs[i].length, 8);
  e.writeUInt32LE(offset, 12);
  offset += pngs[i].length;
  return e;
});
fs.writeFileSync('app/favicon.ico', Buffer.concat([header, ...entries, ...pngs]));

// The maskable icon's safe zone is the centre circle of 80 % of its width: the mark is drawn at 60 %.
const background = svg.match(/<rect [^>]*fill="(#[0-9a-f]{6})"/i)[1];
const mark = svg
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect [^>]*\/>/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(12.8 12.8) scale(0.6)">${mark}</g></svg>`;

fs.mkdirSync('public/icons', { recursive: true });
fs.writeFileSync('public/icons/icon-192.png', await png(svg, 192));
fs.writeFileSync('public/icons/icon-512.png', await png(svg, 512));
fs.writeFileSync('public/icons/maskable-512.png', await png(maskable, 512));
