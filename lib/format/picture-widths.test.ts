import { AVIF_WIDTHS, lighterPicture, lighterWidth, PICTURE_WIDTHS } from './picture-widths';

/* What /media sends a visitor who asked to save data instead of the prepared width a page's srcset named. */

const id = '0123456789abcdef01234567';

it('answers a WebP width with one of about half its pixels or fewer, the narrowest at least', () => {
  expect(PICTURE_WIDTHS.map((w) => [w, lighterWidth(w)])).toEqual([
    [384, 384],
    [640, 384],
    [828, 384],
    [1080, 640],
    [1200, 640],
    [1920, 1200],
  ]);
  for (const w of PICTURE_WIDTHS) expect(lighterPicture(`${id}-w${w}.webp`)).toBe(`${id}-w${lighterWidth(w)}.webp`);
});

it("answers a phone's AVIF width with the picture's preview, and any other name as it is", () => {
  for (const w of AVIF_WIDTHS) expect(lighterPicture(`${id}-w${w}.avif`)).toBe(`${id}-preview.avif`);
  for (const name of [
    `${id}.jpg`,
    `${id}.png`,
    `${id}-preview.avif`,
    `${id}-w999.webp`,
    `${id}-w640.avif`,
    `${id}-w640.png`,
    '../auth-secret',
  ])
    expect(lighterPicture(name)).toBe(name);
});
