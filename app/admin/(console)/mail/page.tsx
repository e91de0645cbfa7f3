import type { Metadata } from 'next';
import styles from '@/components/admin/admin.module.css';
import { ContentForm } from '@/components/admin/content-form';
import { ARM_NAMES } from '@/components/admin/inbox-filter';
import { MAIL_STATES, notifyFields } from '@/components/admin/mail-fields';
import { OutboxCounts } from '@/components/admin/outbox-counts';
import { NEWSLETTER_WEBSITES } from '@/lib/api/constants';
import { mailOverview } from '@/lib/console/mail';
import { notifyAddressAction } from '@/app/admin/actions/mail';

export const metadata: Metadata = { title: 'Mail' };

/** A message's state in words: how many tries, and the mail server's last answer. */
const mailState = (m: { status: string; attempts: number; last_error: string | null }) =>
  `${MAIL_STATES[m.status] ?? m.status}${m.status !== 'sent' && m.attempts > 0 ? ` after ${m.attempts} ${m.attempts === 1 ? 'try' : 'tries'}` : ''}${m.last_error ? `: ${m.last_error}` : ''}`;

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** Admins only: whether mail leaves, how the outbox stands, and where each site's new submissions are announced. */
export default async function MailPage() {
  const { configured, counts, recent, addresses } = await mailOverview();
  return (
    <main id="main" className={`${styles.page} ${styles.overview}`}>
      <h1>Mail</h1>
      {configured ? (
        <p className={styles.muted}>
          Mail is sent through the mail server SMTP_URL names, a few seconds after it is written.
        </p>
      ) : (
        <p role="status" className={styles.notice}>
          No mail server is configured (SMTP_URL is not set): nothing is sent. Every message is kept below as waiting,
          and leaves once SMTP_URL and MAIL_FROM are set and the site restarted.
        </p>
      )}
      <OutboxCounts counts={counts} />
      <h2>Where new submissions are announced</h2>
      {NEWSLETTER_WEBSITES.map((website) => (
        <ContentForm
          key={website}
          action={notifyAddressAction}
          fields={notifyFields(website)}
          hidden={{ website }}
          label={ARM_NAMES[website] ?? website}
          buttons={[{ value: 'save', label: `Save for ${ARM_NAMES[website] ?? website}` }]}
          announcesSave
          initial={addresses[website] ?? {}}
        />
      ))}
      <div className={styles.tableWrap} role="region" aria-labelledby="outbox-caption" tabIndex={0}>
        <table className={styles.table}>
          <caption id="outbox-caption">The latest messages (times UTC)</caption>
          <thead>
            <tr>
              <th scope="col">Written</th>
              <th scope="col">What</th>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {recent.map((m) => (
              <tr key={m.id}>
                <td>{when.format(new Date(m.created_at))}</td>
                <td>{m.purpose}</td>
                <td>{m.recipient}</td>
                <td>{m.subject}</td>
                <td>{mailState(m)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  );
}
