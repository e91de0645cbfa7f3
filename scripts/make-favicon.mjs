/* Draws app/favicon.ico (16, 32 and 48 px PNGs in one ICO) from app/icon.svg: node scripts/make-favicon.mjs */
import fs from 'node:fs';
import sharp from 'sharp';

const sizes = [16, 32, 48];
const pngs = await Promise.all(sizes.map((s) => sharp('app/icon.svg', { density: 300 }).resize(s, s).png().toBuffer()));
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
