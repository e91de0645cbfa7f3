import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import styles from '@/components/admin/admin.module.css';
import { env } from '@/lib/platform/env';

export const metadata: Metadata = { title: 'Admin' };

// Which mode the server runs in is known when it starts, not when it is built.
export const dynamic = 'force-dynamic';

/** What every /admin address shows when the site reads from the organisation's admin server (proxy.ts sends them here). */
export default function ManagedElsewhere() {
  if (!env().ADMIN_API_URL) notFound();
  return (
    <main id="main" className={styles.narrow}>
      <h1>Admin</h1>
      <p>
        This site reads its content from the organisation&rsquo;s admin server. Testimonies, submissions and content are
        managed in the organisation&rsquo;s admin app.
      </p>
    </main>
  );
}
