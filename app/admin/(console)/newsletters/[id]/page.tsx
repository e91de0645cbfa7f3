import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/admin/admin.module.css';
import { ContentForm } from '@/components/admin/content-form';
import { ARM_NAMES, languageName } from '@/components/admin/inbox-filter';
import { newsletterFields, newsletterInitial } from '@/components/admin/mail-fields';
import { OutboxCounts } from '@/components/admin/outbox-counts';
import { INVALID_NOTICE } from '@/components/admin/notices';
import { formatDate } from '@/lib/format/display';
import { sanitize } from '@/lib/format/sanitize';
import { openNewsletter } from '@/lib/console/mail';
import { saveNewsletterAction, sendNewsletterAction, testNewsletterAction } from '@/app/admin/actions/mail';

export const metadata: Metadata = { title: 'Newsletter' };

const NOTICES: Record<string, string> = {
  invalid: INVALID_NOTICE,
  saved: 'Saved. The preview below is how it will read.',
  tested: 'A test is on its way to your own address.',
  confirm: 'Nothing was sent: tick the box first.',
  sent: 'Sent: it is on its way to every confirmed subscriber.',
  already: 'This newsletter was already sent: nobody receives it twice.',
  gone: 'This newsletter no longer exists.',
};

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Admins only: a newsletter's draft, its preview, a test to oneself, and sending it; then how the sending goes. */
export default async function NewsletterPage({ params, searchParams }: Props) {
  const { id } = await params;
  const found = /^[0-9a-f]{24}$/.test(id) ? await openNewsletter(id) : null;
  if (!found) notFound();
  const notice = NOTICES[String((await searchParams).notice)];
  const site = ARM_NAMES[found.website] ?? found.website;
  const byLanguage = Object.entries(found.subscribers.byLanguage)
    .map(([locale, n]) => `${languageName(locale)} ${n}`)
    .join(', ');
  return (
    <main id="main" className={`${styles.page} ${styles.overview}`}>
      <p>
        <Link href="/admin/newsletters" prefetch={false}>
          Back to newsletters
        </Link>
      </p>
      <h1>{found.subject}</h1>
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      {!found.configured && (
        <p className={styles.notice}>
          No mail server is configured (SMTP_URL is not set): what you send waits in the outbox until one is (see Mail).
        </p>
      )}
      {found.sent_at ? (
        <section aria-labelledby="progress-heading" className={styles.card}>
          <h2 id="progress-heading">Sending</h2>
          <p>
            Sent to {site}&apos;s confirmed subscribers on {formatDate(found.sent_at)} by {found.sent_by}.
          </p>
          <OutboxCounts counts={found.progress}>
            <span>{`Unsubscribed since: ${found.unsubscribedSince}`}</span>
          </OutboxCounts>
        </section>
      ) : (
        <>
          <ContentForm
            action={saveNewsletterAction}
            fields={newsletterFields(Boolean(found.image))}
            hidden={{ id: found.id }}
            label="Edit the newsletter"
            buttons={[{ value: 'save', label: 'Save draft and preview' }]}
            initial={newsletterInitial(found)}
          />
          <form action={testNewsletterAction} className={styles.rowActions}>
            <input type="hidden" name="id" value={found.id} />
            <button type="submit" className={styles.secondary}>
              {found.versions.length > 1 ? 'Send a test of each language to me' : 'Send a test to me'}
            </button>
          </form>
          <form action={sendNewsletterAction} className={styles.card}>
            <input type="hidden" name="id" value={found.id} />
            <h2>Send</h2>
            <label className={styles.cardHead}>
              <input type="checkbox" name="confirm" value="yes" className={styles.tick} />
              <span>
                Send it now to {site}&apos;s {found.subscribers.confirmed} confirmed subscribers (it cannot be taken
                back)
              </span>
            </label>
            <p className={styles.muted}>
              {`By the language they subscribed in: ${byLanguage || 'none yet'}. Each receives the version in their language, or the English where it has none.`}
            </p>
            <p>
              <button type="submit" className={styles.primary}>
                Send to {found.subscribers.confirmed} subscribers
              </button>
            </p>
          </form>
        </>
      )}
      {found.versions.map((version) => (
        <section
          key={version.locale}
          aria-labelledby={`preview-${version.locale}`}
          className={styles.preview}
          lang={version.locale}
        >
          <h2 id={`preview-${version.locale}`} lang="en">
            {found.versions.length > 1 ? `Preview in ${languageName(version.locale)}: ${version.subject}` : 'Preview'}
          </h2>
          {/* eslint-disable-next-line @next/next/no-img-element -- a staff preview of a stored upload, as the e-mail shows it */}
          {found.image && <img src={found.image} alt="" width={600} height={338} />}
          {/* Stored sanitized; cleaned again here. */}
          <div dangerouslySetInnerHTML={{ __html: sanitize(version.body_html) }} />
        </section>
      ))}
    </main>
  );
}
