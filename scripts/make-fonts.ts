// Writes the two Inter files the site ships (assets/fonts/inter-*.woff2) from @fontsource-variable/inter:
// only the weights the stylesheets use (400 to 800, still one variable file) and only the letters the
// pages need. Run it again (`npm run fonts`) when a stylesheet uses a weight outside that range, or
// when content needs a letter neither file has (tests/fonts.test.ts says which).
import { readFile, writeFile } from 'node:fs/promises';
import subsetFont from 'subset-font';
import { charactersOf, FONT_FILES, FONT_WEIGHTS } from '../lib/fonts';

const SOURCE = 'node_modules/@fontsource-variable/inter/files';

async function main() {
  for (const font of FONT_FILES) {
    const source = await readFile(`${SOURCE}/${font.source}`);
    const out = await subsetFont(source, charactersOf(font.unicodeRange), {
      targetFormat: 'woff2',
      variationAxes: { wght: { min: FONT_WEIGHTS[0], max: FONT_WEIGHTS[1] } },
    });
    await writeFile(`assets/fonts/${font.file}`, out);
    console.log(`assets/fonts/${font.file}: ${source.length} -> ${out.length} bytes`);
  }
}

void main();
