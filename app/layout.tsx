import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { Analytics } from '@vercel/analytics/next';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { Toaster } from '@/components/ui/toaster';
import { armShareImage, GROUP_DESCRIPTION, SITE_NAME } from '@/lib/metadata';
import { SITE_URL } from '@/lib/site';
import './globals.css';

// Shipped with the app (from @fontsource-variable/inter): nothing is fetched from a font host. One
// variable file per subset covers every weight. The Latin one (48 KB) is preloaded; the extended Latin
// one (85 KB: Hausa's ƙ ɗ ɓ, Twi's ɛ ɔ, Yoruba's dotted vowels) is fetched only by a page that has
// such a letter, which its unicode-range tells the browser. Next sizes a local fallback to Inter's
// metrics (adjustFontFallback), so text does not move when the font arrives.
const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-inter',
  display: 'swap',
});
const interExtended = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-inter-extended',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
});

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: GROUP_DESCRIPTION,
  openGraph: { siteName: SITE_NAME, type: 'website', locale: 'en_GB', images: [armShareImage('group')] },
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = { themeColor: '#0b6e4f', width: 'device-width', initialScale: 1 };

// The analytics script exists only where Vercel serves it; elsewhere it would be a 404 on every page.
const analyticsServed = process.env.VERCEL === '1';

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={`${inter.variable} ${interExtended.variable}`}>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <ScrollToTop />
        {children}
        <Toaster />
        {analyticsServed && <Analytics />}
      </body>
    </html>
  );
}
