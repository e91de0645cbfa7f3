import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../db/db';
import { contentPicture, encodeAvifWidth, encodePreview, encodeWidth } from './uploads';

/*
 * The preview a page writes into its HTML for an uploaded lead picture: a picture in its own right on a
 * phone (at least as wide as its column, about 480 × 300 in area), turned upright, cropped no taller than a
 * book's cover, and a few KB.
 */

/** A photo-like picture: smooth light with fine grain, so that it compresses as a photo does, not as a flat fill. */
async function photo(width: number, height: number, orientation?: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 7;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[i] = (((i / 3) % width) / width) * 200 + ((state >>> 24) % 40);
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return new Uint8Array(
    await (orientation ? image.withMetadata({ orientation }) : image).jpeg({ quality: 90 }).toBuffer(),
  );
}

async function shape(bytes: Uint8Array) {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
}

it('makes a camera photo an AVIF of its own shape, at least a phone column wide and about 480 × 300 in area, of a few KB', async () => {
  const preview = await encodePreview(await photo(3000, 2000));
  expect(preview.ext).toBe('avif');
  expect(await shape(preview.bytes)).toEqual({ format: 'heif', width: 465, height: 310 });
  expect(preview.bytes.byteLength).toBeLessThan(12_000);
});

it('crops a tall screenshot at the centre to a book cover’s shape (5:7), the preview and the widths alike', async () => {
  const screenshot = await photo(1170, 2532);
  // The preview of a tall picture is narrower, down to a phone's column, so that it costs the page little more.
  expect(await shape((await encodePreview(screenshot)).bytes)).toMatchObject({ width: 400, height: 560 });
  expect(await shape((await encodeWidth(screenshot, 640)).bytes)).toEqual({ format: 'webp', width: 640, height: 896 });
});

it('crops each kind no taller than the boxes it is shown in: news 16:10, a portrait square, a product 5:7', async () => {
  const portrait = await photo(1500, 2000);
  expect(await shape((await encodeWidth(portrait, 640, 'post')).bytes)).toMatchObject({ width: 640, height: 400 });
  expect(await shape((await encodePreview(portrait, 'member')).bytes)).toMatchObject({ width: 400, height: 400 });
  expect(await shape((await encodeWidth(portrait, 640, 'product')).bytes)).toMatchObject({ width: 640, height: 853 });
});

it('makes the phones’ widths as AVIF, cropped as the WebP is', async () => {
  const avif = await encodeAvifWidth(await photo(3000, 2000), 576, 'post');
  expect(avif.ext).toBe('avif');
  expect(await shape(avif.bytes)).toEqual({ format: 'heif', width: 576, height: 360 });
});

it('turns a photo upright as the camera held it', async () => {
  // Stored 600 wide and 400 high, with the camera's note that it was held on its side (EXIF orientation 6).
  expect(await shape((await encodePreview(await photo(600, 400, 6))).bytes)).toMatchObject({ width: 400, height: 560 });
});

it('never enlarges a small picture', async () => {
  expect(await shape((await encodePreview(await photo(200, 120))).bytes)).toMatchObject({ width: 200, height: 120 });
});

it('answers /media only for the names the console gives: a file stored under any other name is never read', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-media-'));
  process.env.DATA_DIR = dataDir;
  const id = '0123456789abcdef01234567';
  const refused = [
    '../auth-secret',
    `${id}.avif`,
    `${id}-w999.webp`,
    // AVIF is made for the phones' widths only.
    `${id}-w1920.avif`,
    `${id}-w640.avif`,
    `${id}-w640.png`,
    `${id}-preview.webp`,
    `${id}.jpg.png`,
    `${id.slice(1)}.jpg`,
  ];
  fs.mkdirSync(path.join(dataDir, 'uploads', 'media'), { recursive: true });
  for (const name of [...refused, `${id}.jpg`])
    fs.writeFileSync(path.join(dataDir, 'uploads', 'media', name.replace('../', '')), 'stored');
  fs.writeFileSync(path.join(dataDir, 'uploads', 'auth-secret'), 'stored');
  const db = {} as Db; // on SQLite, uploads are files under DATA_DIR: the store is not asked
  for (const name of refused) expect(await contentPicture(db, name)).toBeNull();
  expect(await contentPicture(db, `${id}.jpg`)).toEqual({
    bytes: new Uint8Array(Buffer.from('stored')),
    type: 'image/jpeg',
  });
  // A phone's width stored at upload is answered as it is, with its type.
  fs.writeFileSync(path.join(dataDir, 'uploads', 'media', `${id}-w576.avif`), 'prepared');
  expect(await contentPicture(db, `${id}-w576.avif`)).toEqual({
    bytes: new Uint8Array(Buffer.from('prepared')),
    type: 'image/avif',
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
});
