// What each of the site's two Inter files holds, as CSS unicode ranges. scripts/make-fonts.ts cuts the
// files to these ranges; app/fonts.ts must declare the same range for the second file (next/font only
// takes literals there), which tests/fonts.test.ts checks.

/** Weights the stylesheets use; each file keeps the variable axis between them. */
export const FONT_WEIGHTS = [400, 800] as const;

export const FONT_FILES: { file: string; source: string; unicodeRange: string }[] = [
  {
    // English and French text, typography and the currencies prices are shown in (naira, cedi):
    // every page needs it, so it is preloaded.
    file: 'inter-latin.woff2',
    source: 'inter-latin-wght-normal.woff2',
    unicodeRange:
      'U+0020-007E, U+00A0-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+2039-203A, U+20A6, U+20AC, U+20B5, U+2122, U+2190-2193, U+2212, U+2605',
  },
  {
    // The letters of West African languages beyond Latin-1: Hausa's and Fula's ɓ ɗ ƙ ƴ ɲ, Twi's ɛ ɔ,
    // Ewe's ɖ ƒ ɣ ʋ, Yoruba's and Igbo's dotted, toned and macron vowels, ŋ, and the combining marks
    // for any other tone: fetched only by a page that has one. Other letters fall back to a system font.
    file: 'inter-african.woff2',
    source: 'inter-latin-ext-wght-normal.woff2',
    unicodeRange:
      'U+0100-0101, U+0112-0113, U+012A-012B, U+0143-0144, U+014A-014D, U+016A-016B, U+0181, U+0186, U+0189-018A, U+018E-0192, U+0194, U+0198-0199, U+019D, U+01B2-01B4, U+01CD-01DC, U+01F8-01F9, U+0253-0254, U+0256-0257, U+0259, U+025B, U+0263, U+0272, U+028B, U+0300-0304, U+0308, U+030C, U+0323, U+1E3E-1E3F, U+1E44-1E45, U+1E62-1E63, U+1EB8-1EB9, U+1EBC-1EBD, U+1ECA-1ECD, U+1EE4-1EE5',
  },
];

/** Every character a unicode-range string names. */
export function charactersOf(unicodeRange: string): string {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const first = parseInt(from ?? '', 16);
    for (let code = first; code <= (to === undefined ? first : parseInt(to, 16)); code++)
      text += String.fromCodePoint(code);
  }
  return text;
}
