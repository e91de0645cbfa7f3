import fs from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { ARMS, type ArmKey } from '../content/arms';
import { siteUrl } from '../platform/env';

/*
 * The picture a shared link shows on WhatsApp, Facebook, X and LinkedIn: a 1200×630 PNG with the
 * arm's colours, logo and artwork, the title, and a line of context. Drawn with Inter, shipped in
 * assets/fonts (the networks show no SVG, and nothing is fetched from elsewhere).
 */

export const SHARE_SIZE = { width: 1200, height: 630 };
export const SHARE_TYPE = 'image/png';

/**
 * A record page's share picture as generateImageMetadata gives it: one picture, with the record's own
 * text alternative (its address gains this id: …/opengraph-image/card).
 */
export const recordShareImage = (alt: string) => [{ id: 'card', alt, size: SHARE_SIZE, contentType: SHARE_TYPE }];

/**
 * Inter's Latin and extended-Latin cuts as two families: next/og takes one face per family and weight, and
 * asks Google Fonts for any letter that face lacks, so Hausa's ɓ ɗ ƙ ƴ and the naira sign are found in the
 * second family (FONT_FAMILY), not fetched.
 */
async function fonts() {
  const face = async (name: string, file: string, weight: 400 | 700) => ({
    name,
    data: await fs.readFile(path.join(process.cwd(), 'assets', 'fonts', file)),
    weight,
    style: 'normal' as const,
  });
  return Promise.all([
    face('Inter', 'inter-latin-400-normal.woff', 400),
    face('Inter', 'inter-latin-700-normal.woff', 700),
    face('Inter Extended', 'inter-latin-ext-400-normal.woff', 400),
    face('Inter Extended', 'inter-latin-ext-700-normal.woff', 700),
  ]);
}
const FONT_FAMILY = "Inter, 'Inter Extended'";

/** Text with each narrow no-break space (U+202F) as a no-break space the fonts have. */
const withoutNarrowSpaces = (text: string) => text.replace(/\u202f/g, '\u00a0');

/** A picture from public/ as a data address; pictures elsewhere are left out rather than fetched. */
async function picture(src: string | undefined): Promise<string | null> {
  if (!src?.startsWith('/') || src.startsWith('//')) return null;
  const publicDir = path.join(process.cwd(), 'public');
  const file = path.join(publicDir, path.normalize(src));
  if (!file.startsWith(publicDir + path.sep)) return null;
  const type = file.endsWith('.svg')
    ? 'image/svg+xml'
    : file.endsWith('.png')
      ? 'image/png'
      : file.endsWith('.jpg') || file.endsWith('.jpeg')
        ? 'image/jpeg'
        : null;
  if (!type) return null;
  try {
    return `data:${type};base64,${(await fs.readFile(file)).toString('base64')}`;
  } catch {
    return null;
  }
}

export interface ShareCard {
  arm: ArmKey;
  title: string;
  /** A line above the title: "News · 12 March 2026". */
  kicker?: string;
  /** The item's own picture (a site path); the arm's artwork otherwise. */
  image?: string;
  /** Print the site's address at the foot (not on the arms' pictures, which ship in the repository). */
  address?: boolean;
}

export async function shareImage(card: ShareCard): Promise<ImageResponse> {
  const { arm, image, address = true } = card;
  // French numbers and dates from Intl space with the narrow no-break space, which no font file here has.
  const title = withoutNarrowSpaces(card.title);
  const kicker = card.kicker && withoutNarrowSpaces(card.kicker);
  const a = ARMS[arm];
  const [art, logo] = await Promise.all([picture(image).then((p) => p ?? picture(a.share.art)), picture(a.logo)]);
  const shown = title.length > 90 ? `${title.slice(0, 87).replace(/\s+\S*$/, '')}…` : title;
  const host = address ? new URL(siteUrl()).host : '';
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        background: a.share.colour,
        color: '#fbf8f1',
        fontFamily: FONT_FAMILY,
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: 700,
          padding: '56px 48px 48px 64px',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          {logo && <img src={logo} width={64} height={64} alt="" />}
          <span style={{ fontSize: 30, fontWeight: 700 }}>{a.name}</span>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 18 }}>
          {kicker && <span style={{ fontSize: 26, color: '#f2c14e', fontWeight: 700 }}>{kicker}</span>}
          <span style={{ fontSize: shown.length > 60 ? 46 : 56, fontWeight: 700, lineHeight: 1.15 }}>{shown}</span>
        </div>
        <span style={{ fontSize: 24, opacity: 0.85 }}>{host}</span>
      </div>
      {art && <img src={art} width={500} height={630} style={{ objectFit: 'cover' }} alt="" />}
    </div>,
    {
      ...SHARE_SIZE,
      fonts: await fonts(),
      headers: { 'cache-control': 'public, max-age=3600, stale-while-revalidate=86400' },
    },
  );
}
