/*
 * The widths an uploaded picture is prepared at when staff upload it (lib/services/uploads.ts), as WebP, and
 * the address of each: a page's srcset names these files, served as they are, and no picture is encoded
 * again when a visitor asks for it. The widths cover a phone at DPR 1 to 3 and the widest column (48rem); each
 * is cropped at the centre no taller than the boxes its kind is shown in (TALLEST_BOX).
 */

export const PICTURE_WIDTHS = [384, 640, 828, 1080, 1200, 1920] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** WebP quality of the prepared widths: a photo holds up at phone sizes, at half the bytes of 75. */
export const PICTURE_QUALITY = 60;

/** The smallest prepared width at least `width` wide (the widest for anything wider). */
export const preparedWidth = (width: number): PictureWidth =>
  PICTURE_WIDTHS.find((w) => w >= width) ?? PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]!;

/** An upload's address (/media/<id>.<ext>) at a prepared width: /media/<id>-w<width>.webp. */
export const widthAddress = (upload: string, width: number) =>
  upload.replace(/\.(jpg|png|webp)$/, `-w${preparedWidth(width)}.webp`);

/**
 * The screens that get an upload as AVIF: a phone's, up to 26rem (416 px) wide, where each byte is paid
 * for on a prepaid plan. At AVIF_QUALITY a photo holds up as well as at the WebP's quality in a fifth to a
 * half fewer bytes; AVIF takes several times longer to encode, so it is made at upload only for the widths
 * those screens ask for (AVIF_WIDTHS: 576 rather than 640 for a 3x phone's full column, about 1.7x as the
 * WebP's widths give it to a 375 px screen), and wider screens get the WebP. A browser without AVIF gets the WebP.
 */
export const SMALL_PHONE = '(max-width: 26rem)';
export const AVIF_WIDTHS = [384, 576, 828] as const;
export type AvifWidth = (typeof AVIF_WIDTHS)[number];
export const AVIF_QUALITY = 45;

/** An upload's address at one of the phones' widths, as AVIF: /media/<id>-w<width>.avif. */
export const avifAddress = (upload: string, width: AvifWidth) => upload.replace(/\.(jpg|png|webp)$/, `-w${width}.avif`);

/** An upload's AVIF widths as a srcset: /media/<id>-w<width>.avif <width>w, … */
export const avifSrcSet = (upload: string) => AVIF_WIDTHS.map((w) => `${avifAddress(upload, w)} ${w}w`).join(', ');

/**
 * For a visitor who asked to save data (lib/platform/save-data.ts), the file /media answers for a prepared
 * width's address, in the same place and the same box: a WebP width is answered with the widest prepared
 * width at most LIGHTER_SHARE of it (about half its pixels or fewer; the narrowest when none is), and an
 * AVIF width with the picture's preview (PREVIEW: some 400 to 480 px at a low quality, far lighter than the
 * width a 3x phone asks for). The browser draws it at the size the page gives it, a
 * little softer. Any other name is answered as it is.
 */
export const LIGHTER_SHARE = 2 / 3;

/** The prepared WebP width sent instead of `width` to a visitor who asked to save data. */
export const lighterWidth = (width: PictureWidth): PictureWidth =>
  PICTURE_WIDTHS.findLast((w) => w <= width * LIGHTER_SHARE) ?? PICTURE_WIDTHS[0];

/** The name of the file /media answers for `name` to a visitor who asked to save data (LIGHTER_SHARE). */
export function lighterPicture(name: string): string {
  const match = /^([a-f0-9]{24})-w(\d{3,4})\.(webp|avif)$/.exec(name);
  if (!match) return name;
  const [, id, width, format] = match;
  if (format === 'avif')
    return (AVIF_WIDTHS as readonly number[]).includes(Number(width)) ? `${id}-preview.avif` : name;
  const asked = PICTURE_WIDTHS.find((w) => w === Number(width));
  return asked ? `${id}-w${lighterWidth(asked)}.webp` : name;
}

/**
 * Width over height of the tallest box each kind of upload is shown in: its widths and preview are cropped
 * at the centre no taller, as that box would crop them (news and events 16:10, portraits square, a book's
 * cover 5:7). `any` for a picture whose kind is not known, such as one stored before this was kept.
 */
export const TALLEST_BOX = {
  post: 16 / 10,
  event: 16 / 10,
  member: 1,
  product: 5 / 7,
  newsletter: 5 / 7,
  any: 5 / 7,
} as const;
export type PictureKind = keyof typeof TALLEST_BOX;

/**
 * The preview of an upload that a page writes into its HTML for its lead picture (lib/queries/media.ts): a
 * picture in its own right while the sharp width loads, at least as wide as a phone's column (`minWidth`:
 * Chrome counts a picture drawn wider than it is at its own size, so a narrower preview would leave the
 * sharp width as the page's largest paint), up to 480 px, and otherwise no larger in area than a 16:10 one
 * of that width (`pixels`), so a tall picture (a book's cover, a portrait) costs the page little more than a
 * landscape one. AVIF holds a photo at this size in far fewer bytes than WebP, and every browser that lacks
 * it still gets the sharp width.
 */
export const PREVIEW = { width: 480, minWidth: 400, pixels: 480 * 300, quality: 24 } as const;

/** The preview's width for an upright picture of `width` × `height` shown in `kind`'s boxes (PREVIEW). */
export function previewWidth(width: number, height: number, kind: PictureKind): number {
  const tallness = Math.min(height / width, 1 / TALLEST_BOX[kind]);
  return Math.max(PREVIEW.minWidth, Math.min(PREVIEW.width, Math.round(Math.sqrt(PREVIEW.pixels / tallness))));
}

/**
 * The lead picture of a page as its HTML carries it (lib/queries/media.ts leadPicture): one of the site's
 * own drawings as the picture itself, or an upload's preview; both null when neither can be written in.
 */
export interface LeadPicture {
  inline: string | null;
  preview: string | null;
}

/** A phone's width, as `sizes` counts it. */
const PHONE = '(max-width: 48rem)';

/**
 * A picture's `sizes`: `phoneVw` of a phone's screen, `wider` beyond. A phone with a 3x screen is asked for
 * about 1.7x (576 px of AVIF or 640 of WebP for a picture across a 375 px screen's 343 px column): at
 * arm's length the eye cannot tell it from 3x, which has over twice the pixels to pay for on a prepaid plan.
 */
export const shownAt = (phoneVw: number, wider: string) =>
  `${PHONE} and (min-resolution: 2.5dppx) ${Math.round(phoneVw * 0.5)}vw, ${PHONE} ${phoneVw}vw, ${wider}`;
