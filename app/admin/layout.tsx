import type { Metadata, Viewport } from 'next';
import { HydratedMark } from '@/components/layout/hydrated-mark';
import { Toaster } from '@/components/ui/toaster';
import { siteUrl } from '@/lib/platform/env';
import { fontVariables } from '../fonts';
import '../globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: 'Admin', template: '%s | Admin | Edu Connect Africa' },
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { themeColor: '#0b6e4f', width: 'device-width', initialScale: 1 };

/**
 * The staff console of the embedded admin server, in English (staff work in it), a root layout of its own
 * beside the public site's languages. With ADMIN_API_URL set, proxy.ts answers every /admin address with
 * ./elsewhere instead, so nothing below runs against a store that is not used.
 */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={fontVariables}>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {children}
        <Toaster />
        <HydratedMark />
      </body>
    </html>
  );
}
