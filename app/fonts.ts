import localFont from 'next/font/local';

// Shipped with the app: nothing is fetched from a font host. Two variable files cut from
// @fontsource-variable/inter by scripts/make-fonts.ts (lib/platform/fonts.ts says what each holds), each with
// only the weights the stylesheets use. The African one (Hausa's ƙ ɗ ɓ, Twi's ɛ ɔ, Yoruba's dotted vowels) is
// fetched only by a page that has such a letter, which its unicode-range tells the browser.
// Neither is preloaded, and a file that is not there when the page first paints is left for the next page
// (display: optional), so text is painted at once and never moves. Chrome holds the first paint of a page
// for a preloaded optional font; on slow mobile data that wait delayed every page's first paint and the
// font still came too late to be used. The fallback Next sizes to Inter is Arial, which Chrome on Android and
// Linux do not have, and swapping Inter in over their system font re-wrapped text and moved the page; without
// that fallback face the first layout also skips a local font lookup that found nothing.
const inter = localFont({
  src: '../assets/fonts/inter-latin.woff2',
  weight: '400 800',
  variable: '--font-inter',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
});
const interAfrican = localFont({
  src: '../assets/fonts/inter-african.woff2',
  weight: '400 800',
  variable: '--font-inter-african',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-0101, U+0112-0113, U+012A-012B, U+0143-0144, U+014A-014D, U+016A-016B, U+0181, U+0186, U+0189-018A, U+018E-0192, U+0194, U+0198-0199, U+019D, U+01B2-01B4, U+01CD-01DC, U+01F8-01F9, U+0253-0254, U+0256-0257, U+0259, U+025B, U+0263, U+0272, U+028B, U+0300-0304, U+0308, U+030C, U+0323, U+1E3E-1E3F, U+1E44-1E45, U+1E62-1E63, U+1EB8-1EB9, U+1EBC-1EBD, U+1ECA-1ECD, U+1EE4-1EE5',
    },
  ],
});

/** The classes that give a document's root the two font variables. */
export const fontVariables = `${inter.variable} ${interAfrican.variable}`;
