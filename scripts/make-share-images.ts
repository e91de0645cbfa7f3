/* Draws the arms' share pictures, public/og/{arm}.png, from their artwork and name: node -r esbuild-register scripts/make-share-images.ts */
import fs from 'node:fs';
import { ARMS, type ArmKey } from '../lib/content/arms';
import { shareImage } from '../lib/seo/share-image';

async function main() {
  for (const arm of Object.keys(ARMS) as ArmKey[]) {
    const png = Buffer.from(
      await (await shareImage({ arm, title: ARMS[arm].share.tagline, address: false })).arrayBuffer(),
    );
    fs.writeFileSync(`public/og/${arm}.png`, png);
    console.log(`public/og/${arm}.png ${png.length} bytes`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
