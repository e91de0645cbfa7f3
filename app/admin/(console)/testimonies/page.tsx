import type { Metadata } from 'next';
import { z } from 'zod';
import { SelectField } from '@/components/admin/select-field';
import { TestimonyReview } from '@/components/admin/testimony-review';
import styles from '@/components/admin/admin.module.css';
import { INVALID_NOTICE } from '@/components/admin/notices';
import { TESTIMONY_STATUSES, TESTIMONY_WEBSITES } from '@/lib/api/schemas';
import { ARMS } from '@/lib/content/arms';
import { listTestimonies } from '@/lib/console/testimonies';
import { moderateTestimonies } from '@/app/admin/actions/moderation';
import { RecordTranslations } from '@/components/admin/record-translations';
import { coverageText, englishOf, listCoverageText } from '@/components/admin/translation-fields';
import { readTranslations } from '@/lib/console/translations';
import { saveTranslationAction } from '@/app/admin/actions/translations';

export const metadata: Metadata = { title: 'Testimonies' };

const filters = z.object({
  arm: z.enum(TESTIMONY_WEBSITES).optional().catch(undefined),
  status: z.enum(TESTIMONY_STATUSES).catch('pending'),
  notice: z.string().max(40).optional().catch(undefined),
});

const STATE_NAMES = { pending: 'Pending', approved: 'Approved', blocked: 'Blocked' } as const;

/** What the last moderation did, from the address it came back to. */
function noticeText(notice: string | undefined): string | null {
  if (notice === 'none') return 'Tick at least one testimony first.';
  if (notice === 'invalid') return INVALID_NOTICE;
  const [status, count] = notice?.split('-') ?? [];
  const n = Number(count);
  if (!status || !Number.isInteger(n)) return null;
  const what = `${n} ${n === 1 ? 'testimony' : 'testimonies'}`;
  if (status === 'approved') return `${what} approved: shown on the arm's pages from now on.`;
  if (status === 'blocked') return `${what} blocked: never shown.`;
  if (status === 'pending') return `${what} moved back to pending.`;
  return null;
}

export default async function TestimoniesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { arm, status, notice } = filters.parse(await searchParams);
  const rows = await listTestimonies({ arm, status });
  const message = noticeText(notice);
  // Approved testimonies are shown on the site, so they are the ones translated.
  const approved = status === 'approved';
  const translations = await readTranslations('testimony', approved ? rows.map((t) => t.id) : []);
  const english = new Map(rows.map((t) => [t.id, englishOf.testimony(t)]));
  const coverage = new Map(rows.map((t) => [t.id, coverageText(english.get(t.id)!, translations.get(t.id))]));
  return (
    <main id="main" className={styles.page}>
      <h1>Testimonies</h1>
      <form method="get" action="/admin/testimonies" className={styles.filters} aria-label="Which testimonies">
        <SelectField
          label="Arm"
          name="arm"
          defaultValue={arm ?? ''}
          options={[['', 'All arms'], ...TESTIMONY_WEBSITES.map((a): [string, string] => [a, ARMS[a].name])]}
        />
        <SelectField
          label="State"
          name="status"
          defaultValue={status}
          options={TESTIMONY_STATUSES.map((s) => [s, STATE_NAMES[s]])}
        />
        <button type="submit" className={styles.secondary}>
          Show
        </button>
      </form>
      {message && (
        <p role="status" className={styles.notice}>
          {message}
        </p>
      )}
      {approved && rows.length > 0 && (
        <p>
          Translated fields:{' '}
          {listCoverageText(rows.map((t) => ({ english: english.get(t.id)!, translations: translations.get(t.id) })))}.
        </p>
      )}
      <TestimonyReview
        rows={rows}
        status={status}
        arm={arm}
        action={moderateTestimonies}
        coverage={approved ? coverage : undefined}
      />
      {approved && rows.length > 0 && (
        <section aria-labelledby="translations-heading" className={styles.overview}>
          <h2 id="translations-heading">Translations</h2>
          {rows.map((t) => (
            <div key={t.id} className={styles.card}>
              <p>
                <strong>
                  {t.first_name} {t.last_name}
                </strong>{' '}
                <span className={styles.muted}>{t.position}</span>
              </p>
              <RecordTranslations
                kind="testimony"
                id={t.id}
                name={`testimony by ${t.first_name} ${t.last_name}`}
                english={english.get(t.id)!}
                translations={translations.get(t.id)}
                action={saveTranslationAction}
                folded
              />
            </div>
          ))}
        </section>
      )}
    </main>
  );
}
