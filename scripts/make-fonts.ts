// Writes the two Inter files the site ships (assets/fonts/inter-*.woff2) from @fontsource-variable/inter:
// only the weights the stylesheets use (400 to 800, still one variable file) and only the letters the
// pages need. Run it again (`npm run fonts`) when a stylesheet uses a weight outside that range, or
// when content needs a letter neither file has (tests/fonts.test.ts says which).
import { readFile, writeFile } from 'node:fs/promises';
import subsetFont from 'subset-font';
import { charactersOf, FONT_FILES, FONT_WEIGHTS } from '../lib/platform/fonts';

const SOURCE = 'node_modules/@fontsource-variable/inter/files';

// The OpenType features a browser applies to Latin text by itself, plus the tabular figures the events'
// dates ask for (font-variant-numeric). Inter's other features (stylistic sets, character variants,
// fractions, case forms) are never turned on by a stylesheet, and their extra glyphs were an eighth of the file.
const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rclt', 'calt', 'clig', 'liga', 'kern', 'rvrn', 'tnum'];

async function main() {
  for (const font of FONT_FILES) {
    const source = await readFile(`${SOURCE}/${font.source}`);
    const out = await subsetFont(source, charactersOf(font.unicodeRange), {
      targetFormat: 'woff2',
      variationAxes: { wght: { min: FONT_WEIGHTS[0], max: FONT_WEIGHTS[1] } },
      keepFeatures: FEATURES,
    });
    await writeFile(`assets/fonts/${font.file}`, out);
    console.log(`assets/fonts/${font.file}: ${source.length} -> ${out.length} bytes`);
  }
}

void main();
