import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.css';
import { INVALID_NOTICE } from '@/components/admin/notices';
import { FAQ_FIELDS } from '@/components/admin/content-fields';
import { ContentForm } from '@/components/admin/content-form';
import { ARM_NAMES } from '@/components/admin/inbox-filter';
import { listFaqs } from '@/lib/console/content';
import { FAQS, type FaqSite } from '@/lib/api/contract';
import { deleteFaqAction, saveFaqAction } from '@/app/admin/actions/lists';
import { RecordTranslations } from '@/components/admin/record-translations';
import { englishOf, listCoverageText } from '@/components/admin/translation-fields';
import { readTranslations } from '@/lib/console/translations';
import { saveTranslationAction } from '@/app/admin/actions/translations';

export const metadata: Metadata = { title: 'FAQs' };

const SITES = Object.keys(FAQS) as FaqSite[];

const NOTICES: Record<string, string> = {
  invalid: INVALID_NOTICE,
  added: 'Question added.',
  deleted: 'Question deleted.',
  confirm: 'Nothing was deleted: tick the box first.',
};

/** The FAQs of each site that has an FAQ page, in the order they are shown. */
export default async function FaqsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const site = SITES.find((s) => s === params.site) ?? 'educonnect';
  const faqs = await listFaqs(site);
  const translations = await readTranslations(
    'faq',
    faqs.map((f) => f.id),
  );
  const english = new Map(faqs.map((f) => [f.id, englishOf.faq(f)]));
  const coverage = faqs.map((f) => ({ english: english.get(f.id)!, translations: translations.get(f.id) }));
  const notice = NOTICES[String(params.notice)];
  const nextOrder = Math.max(0, ...faqs.map((f) => f.sort_order)) + 10;
  return (
    <main id="main" className={`${styles.page} ${styles.overview}`}>
      <h1>FAQs: {ARM_NAMES[site]}</h1>
      <nav aria-label="Which site's FAQs" className={styles.rowActions}>
        {SITES.map((s) => (
          <Link key={s} href={`/admin/faqs?site=${s}`} prefetch={false} aria-current={s === site ? 'page' : undefined}>
            {ARM_NAMES[s]}
          </Link>
        ))}
      </nav>
      <p>Translated fields: {listCoverageText(coverage)}.</p>
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      {faqs.map((f) => (
        <div key={f.id} className={styles.overview}>
          <ContentForm
            action={saveFaqAction}
            fields={FAQ_FIELDS}
            hidden={{ site, id: f.id }}
            label={f.question}
            buttons={[{ value: 'save', label: 'Save' }]}
            announcesSave
            initial={{
              question: f.question,
              answer: f.answer,
              order: String(f.sort_order),
              published: f.active === 1 ? 'yes' : '',
            }}
          />
          <RecordTranslations
            kind="faq"
            id={f.id}
            name={f.question}
            english={english.get(f.id)!}
            translations={translations.get(f.id)}
            action={saveTranslationAction}
            folded
          />
          <form action={deleteFaqAction} className={styles.rowActions} aria-label={`Delete: ${f.question}`}>
            <input type="hidden" name="id" value={f.id} />
            <input type="hidden" name="site" value={site} />
            <label className={styles.cardHead}>
              <input type="checkbox" name="confirm" value="yes" className={styles.tick} />
              <span>Delete this question</span>
            </label>
            <button type="submit" className={styles.secondary}>
              Delete
            </button>
          </form>
        </div>
      ))}
      <h2>Add a question</h2>
      <ContentForm
        action={saveFaqAction}
        fields={FAQ_FIELDS}
        hidden={{ site }}
        label="New question"
        buttons={[{ value: 'add', label: 'Add question' }]}
        initial={{ order: String(nextOrder), published: 'yes' }}
      />
    </main>
  );
}
