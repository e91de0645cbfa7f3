import type { Metadata } from 'next';
import { env } from '@/lib/env';
import styles from '@/components/admin/admin.module.css';

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s | Admin | Edu Connect Africa' },
  robots: { index: false, follow: false },
};

/** The staff console of the embedded admin server; the organisation's own server has its own app. */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  if (env().ADMIN_API_URL) {
    return (
      <main id="main" className={styles.narrow}>
        <h1>Admin</h1>
        <p>
          This site reads its content from the organisation&rsquo;s admin server. Testimonies, submissions and content are managed in the organisation&rsquo;s
          admin app.
        </p>
      </main>
    );
  }
  return children;
}
