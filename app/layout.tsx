import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { Analytics } from '@vercel/analytics/next';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { Toaster } from '@/components/ui/toaster';
import { armShareImage, GROUP_DESCRIPTION, SITE_NAME } from '@/lib/metadata';
import { SITE_URL } from '@/lib/site';
import './globals.css';

// Shipped with the app (from @fontsource-variable/inter): nothing is fetched from a font host.
const inter = localFont({
  src: [
    { path: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weight: '100 900', style: 'normal' },
    { path: '../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2', weight: '100 900', style: 'normal' },
  ],
  variable: '--font-inter',
  display: 'swap',
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
    <html lang="en" className={inter.variable}>
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
