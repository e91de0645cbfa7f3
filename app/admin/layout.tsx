import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s | Admin | Edu Connect Africa' },
  robots: { index: false, follow: false },
};

/**
 * The staff console of the embedded admin server. With ADMIN_API_URL set, proxy.ts answers every
 * /admin address with ./elsewhere instead, so nothing below runs against a store that is not used.
 */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return children;
}
