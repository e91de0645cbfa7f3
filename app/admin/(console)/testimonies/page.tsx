import type { Metadata } from 'next';
import { z } from 'zod';
import { TestimonyReview } from '@/components/admin/testimony-review';
import styles from '@/components/admin/admin.module.css';
import { TESTIMONY_STATUSES, TESTIMONY_WEBSITES } from '@/lib/api/schemas';
import { ARMS } from '@/lib/arms';
import { testimoniesFor } from '@/lib/store/console';
import { getDb } from '@/lib/store/db';
import { moderateTestimonies } from '../../actions';

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
  const [status, count] = notice?.split('-') ?? [];
  const n = Number(count);
  if (!status || !Number.isInteger(n)) return null;
  const what = `${n} ${n === 1 ? 'testimony' : 'testimonies'}`;
  if (status === 'approved') return `${what} approved: shown on the arm's pages from now on.`;
  if (status === 'blocked') return `${what} blocked: never shown.`;
  if (status === 'pending') return `${what} moved back to pending.`;
  return null;
}

export default async function TestimoniesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { arm, status, notice } = filters.parse(await searchParams);
  const rows = await testimoniesFor(await getDb(), { arm, status });
  const message = noticeText(notice);
  return (
    <main id="main" className={styles.page}>
      <h1>Testimonies</h1>
      <form method="get" action="/admin/testimonies" className={styles.filters} aria-label="Which testimonies">
        <label className={styles.field}>
          <span>Arm</span>
          <select name="arm" defaultValue={arm ?? ''}>
            <option value="">All arms</option>
            {TESTIMONY_WEBSITES.map((a) => (
              <option key={a} value={a}>
                {ARMS[a].name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>State</span>
          <select name="status" defaultValue={status}>
            {TESTIMONY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATE_NAMES[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.secondary}>
          Show
        </button>
      </form>
      {message && (
        <p role="status" className={styles.notice}>
          {message}
        </p>
      )}
      <TestimonyReview rows={rows} status={status} arm={arm} action={moderateTestimonies} />
    </main>
  );
}
