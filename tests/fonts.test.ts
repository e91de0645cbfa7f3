import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { charactersOf, FONT_FILES, FONT_WEIGHTS } from '@/lib/platform/fonts';

/** Every file under a folder whose name ends with one of the extensions. */
function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, extensions);
    return extensions.some((extension) => name.endsWith(extension)) ? [path] : [];
  });
}

const covered = new Set(FONT_FILES.flatMap((font) => [...charactersOf(font.unicodeRange)]));

describe('the shipped fonts', () => {
  it('reads a unicode range the way CSS writes it', () => {
    expect(charactersOf('U+0041-0043, U+0257')).toBe('ABCɗ');
  });

  it('have a letter for every character of the demo content, the interface and the catalogs', () => {
    const texts = [
      ...filesUnder('lib', ['.ts']),
      ...filesUnder('components', ['.tsx', '.ts']),
      ...filesUnder('app', ['.tsx', '.ts']),
      ...filesUnder('messages', ['.json']),
    ]
      .filter((file) => !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'))
      .map((file) => readFileSync(file, 'utf8'));
    const missing = new Set(
      [...texts.join('')].filter((character) => character.codePointAt(0)! > 0x7f && !covered.has(character)),
    );
    expect([...missing]).toEqual([]);
  });

  it('declare in the layout the same range the African file was cut to', () => {
    const layout = readFileSync('app/fonts.ts', 'utf8');
    const african = FONT_FILES.find((font) => font.file === 'inter-african.woff2')!;
    expect(layout).toContain(`'${african.unicodeRange}'`);
    for (const font of FONT_FILES) expect(layout).toContain(`src: '../assets/fonts/${font.file}'`);
    expect(layout.match(/weight: '(\d+) (\d+)'/g)).toEqual(
      FONT_FILES.map(() => `weight: '${FONT_WEIGHTS[0]} ${FONT_WEIGHTS[1]}'`),
    );
  });

  it('hold every weight the stylesheets ask for', () => {
    const weights = [...filesUnder('app', ['.css']), ...filesUnder('components', ['.css'])].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/font-weight:\s*(\d+)/g)].map((match) => Number(match[1])),
    );
    expect(weights.length).toBeGreaterThan(0);
    for (const weight of weights) {
      expect(weight).toBeGreaterThanOrEqual(FONT_WEIGHTS[0]);
      expect(weight).toBeLessThanOrEqual(FONT_WEIGHTS[1]);
    }
  });
});
