'use server';

import { redirect } from 'next/navigation';
import { confirmByToken, unsubscribeByToken } from '@/lib/queries/newsletter';

/* The buttons of the newsletter pages: each answers with its page again, saying what happened. */

/** The posted token; anything but a posted form (a server action takes any argument) has none. */
const token = (form: unknown) => {
  const value = form instanceof FormData ? form.get('token') : null;
  return typeof value === 'string' ? value : '';
};

export async function confirmAction(form: unknown): Promise<void> {
  const done = await confirmByToken(token(form));
  redirect(done.ok ? `/newsletter/confirm?done=${encodeURIComponent(done.website)}` : '/newsletter/confirm');
}

export async function unsubscribeAction(form: unknown): Promise<void> {
  const done = await unsubscribeByToken(token(form));
  redirect(done.ok ? `/newsletter/unsubscribe?done=${encodeURIComponent(done.website)}` : '/newsletter/unsubscribe');
}
