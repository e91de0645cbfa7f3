import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveMedia } from './media';

/*
 * /media for a visitor who asked to save data: a prepared width is answered with the lighter file of the same
 * picture, and both answers say that they vary by the wish; a name that has no lighter file is the same
 * answer for everyone, without Vary.
 */

// On SQLite, uploads are files under DATA_DIR: the store is not asked.
jest.mock('../db/db', () => ({ getDb: () => Promise.resolve({}), isUnavailable: () => false }));

const id = '0123456789abcdef01234567';
let dataDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-media-'));
  process.env.DATA_DIR = dataDir;
  const folder = path.join(dataDir, 'uploads', 'media');
  fs.mkdirSync(folder, { recursive: true });
  for (const name of [`${id}-w640.webp`, `${id}-w384.webp`, `${id}-w576.avif`, `${id}-preview.avif`, `${id}.jpg`])
    fs.writeFileSync(path.join(folder, name), name);
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function served(name: string, saveData: boolean) {
  const reply = await serveMedia(name, saveData);
  return {
    status: reply.status,
    body: await reply.text(),
    type: reply.headers.get('content-type'),
    vary: reply.headers.get('vary'),
  };
}

it('answers a prepared width with a lighter file of the picture to a visitor who asked to save data, saying it varies', async () => {
  expect(await served(`${id}-w640.webp`, false)).toEqual({
    status: 200,
    body: `${id}-w640.webp`,
    type: 'image/webp',
    vary: 'Save-Data',
  });
  expect(await served(`${id}-w640.webp`, true)).toEqual({
    status: 200,
    body: `${id}-w384.webp`,
    type: 'image/webp',
    vary: 'Save-Data',
  });
  expect(await served(`${id}-w576.avif`, true)).toEqual({
    status: 200,
    body: `${id}-preview.avif`,
    type: 'image/avif',
    vary: 'Save-Data',
  });
});

it('answers the narrowest width, the preview and the original alike to everyone, without Vary', async () => {
  for (const name of [`${id}-w384.webp`, `${id}-preview.avif`, `${id}.jpg`])
    for (const saveData of [false, true])
      expect(await served(name, saveData)).toMatchObject({ body: name, vary: null });
  // A width the page named but never stored for this picture is the lighter one all the same.
  expect(await served(`${id}-w828.webp`, true)).toMatchObject({ body: `${id}-w384.webp`, vary: 'Save-Data' });
  expect((await served(`${'f'.repeat(24)}-w640.webp`, true)).status).toBe(404);
});
