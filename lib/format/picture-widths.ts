/*
 * The widths an uploaded picture is prepared at when staff upload it (lib/services/uploads.ts), as WebP, and
 * the address of each: a page's srcset names these files, served as they are, and no picture is encoded
 * again when a visitor asks for it. The widths cover a phone at DPR 1 to 3 and the widest column (48rem).
 */

export const PICTURE_WIDTHS = [384, 640, 828, 1080, 1200, 1920] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** WebP quality of the prepared widths: a photo holds up at phone sizes, at half the bytes of 75. */
export const PICTURE_QUALITY = 60;

/** The smallest prepared width at least `width` wide (the widest for anything wider). */
export const preparedWidth = (width: number): PictureWidth => PICTURE_WIDTHS.find((w) => w >= width) ?? PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]!;

/** An upload's address (/media/<id>.<ext>) at a prepared width: /media/<id>-w<width>.webp. */
export const widthAddress = (upload: string, width: number) => upload.replace(/\.(jpg|png|webp)$/, `-w${preparedWidth(width)}.webp`);
