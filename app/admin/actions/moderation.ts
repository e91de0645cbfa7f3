'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { handlingSchema, moderationSchema } from '@/lib/api/console-schemas';
import { endpoints } from '@/lib/api/contract';
import { staffFor } from '@/lib/console/access';
import { markSubmission, SUBMISSION_KINDS } from '@/lib/console/inbox';
import { setTestimonyStatus } from '@/lib/console/testimonies';
import { field, readOrBack, expirePublicTags } from './form-data';

/* Testimony moderation and the inbox's handled marks. */

/**
 * Approves or blocks the testimonies ticked (the buttons above the list, status=...), or the one
 * whose own button was pressed (one=status:id).
 */
export async function moderateTestimonies(form: FormData): Promise<void> {
  await staffFor('content');
  const [oneStatus, oneId] = field(form, 'one').split(':');
  const { status, ids, arm, shown } = readOrBack(
    moderationSchema.safeParse({
      status: oneId ? oneStatus : form.get('status'),
      ids: oneId ? [oneId] : form.getAll('ids'),
      arm: form.get('arm') || undefined,
      shown: form.get('shown'),
    }),
    '/admin/testimonies',
  );
  const back = new URLSearchParams({ status: shown, ...(arm ? { arm } : {}) });
  if (ids.length === 0) redirect(`/admin/testimonies?${back}&notice=none`);
  const changed = await setTestimonyStatus(ids, status);
  // The contract's tags for this write: the arm's page shows the change on its next load.
  expirePublicTags(ids.flatMap((id) => endpoints.setTestimonyStatus.invalidates?.({ id }) ?? []));
  revalidatePath('/admin', 'layout');
  back.set('notice', `${status}-${changed}`);
  redirect(`/admin/testimonies?${back}`);
}

const handling = handlingSchema(SUBMISSION_KINDS);

/** Admins only: marks a submission handled, or not handled again; the page it was sent from shows the change. */
export async function markHandled(form: FormData): Promise<void> {
  await staffFor('inbox');
  const { kind, id, handled } = readOrBack(
    handling.safeParse({ kind: field(form, 'kind'), id: field(form, 'id'), handled: field(form, 'handled') }),
    '/admin/submissions',
  );
  await markSubmission(kind, id, handled === '1');
  revalidatePath('/admin', 'layout');
}
