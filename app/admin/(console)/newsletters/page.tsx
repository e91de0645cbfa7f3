import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.css';
import { ContentForm } from '@/components/admin/content-form';
import { ARM_NAMES, languageName } from '@/components/admin/inbox-filter';
import { NEW_NEWSLETTER, newsletterFields } from '@/components/admin/mail-fields';
import { formatDate } from '@/lib/format/display';
import { listNewsletters } from '@/lib/console/mail';
import { saveNewsletterAction } from '@/app/admin/actions/mail';

export const metadata: Metadata = { title: 'Newsletters' };

/** Admins only: each site's subscribers, the newsletters written and sent, and a new one. */
export default async function NewslettersPage() {
  const { newsletters, subscribers } = await listNewsletters();
  return (
    <main id="main" className={`${styles.page} ${styles.overview}`}>
      <h1>Newsletters</h1>
      <ul className={styles.counts}>
        {Object.entries(subscribers).map(([website, c]) => (
          <li key={website}>
            {ARM_NAMES[website] ?? website}: {c.confirmed} confirmed subscribers ({c.unconfirmed} not confirmed yet,{' '}
            {c.unsubscribed} unsubscribed)
          </li>
        ))}
      </ul>
      {newsletters.length > 0 && (
        <ul className={styles.list}>
          {newsletters.map((n) => (
            <li key={n.id}>
              <Link href={`/admin/newsletters/${n.id}`} prefetch={false}>
                {n.subject}
              </Link>{' '}
              <span className={styles.muted}>
                {ARM_NAMES[n.website] ?? n.website}, {n.languages.map(languageName).join(' and ')},{' '}
                {n.sent_at ? `sent ${formatDate(n.sent_at)}` : 'draft'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h2>Write a newsletter</h2>
      <ContentForm
        action={saveNewsletterAction}
        fields={newsletterFields(false)}
        hidden={{}}
        label="Write a newsletter"
        buttons={[{ value: 'save', label: 'Save draft and preview' }]}
        initial={NEW_NEWSLETTER}
      />
    </main>
  );
}
