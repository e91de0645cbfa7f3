/*
 * Run by the backup suite in its own process (node -r esbuild-register), against the store the environment
 * names: publishes a news item with a picture as the console does (lib/console/content.ts's storePictures,
 * then savePost and setPublished, through the services), and prints its id, title, the picture's address
 * and the SHA-256 of the picture's bytes.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { closeDb, getDb } from '../../lib/db/db';
import { objectId } from '../../lib/db/ids';
import { savePost, setPublished } from '../../lib/services/posts';
import { checkPicture, saveContentPicture } from '../../lib/services/uploads';

const STAFF = { id: 'backup-suite', email: 'backup.suite@example.org' };

async function main(title: string) {
  const db = await getDb();
  // A picture of its own (noise, so no two runs make the same bytes), as a browser would upload it.
  const width = 480;
  const height = 300;
  const noise = Uint8Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256));
  const bytes = new Uint8Array(
    await sharp(noise, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
  const checked = await checkPicture(new File([bytes], 'photo.png', { type: 'image/png' }), 'The picture');
  const picture = `/${(await saveContentPicture(db, checked, `media/${objectId()}`, 'post')).replace(/^uploads\//, '')}`;
  const id = await savePost(db, STAFF, {
    kind: 'news',
    title,
    caption: 'Restored from a backup',
    markdown: 'Written before the backup was taken.',
    categories: ['News'],
    writers: ['Backup Suite'],
    image: picture,
    imageAlt: 'Noise',
  });
  await setPublished(db, STAFF, id, true);
  console.log(JSON.stringify({ id, title, picture, sha256: createHash('sha256').update(bytes).digest('hex') }));
}

main(process.argv[2] ?? 'A news item kept by the backup')
  .then(() => closeDb())
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
