'use server';

import { redirect } from 'next/navigation';
import { confirmByToken, unsubscribeByToken } from '@/lib/queries/newsletter';

/* The buttons of the newsletter pages: each answers with its page again, saying what happened. */

const token = (form: FormData) => {
  const value = form.get('token');
  return typeof value === 'string' ? value : '';
};

export async function confirmAction(form: FormData): Promise<void> {
  const done = await confirmByToken(token(form));
  redirect(done.ok ? `/newsletter/confirm?done=${encodeURIComponent(done.siteName)}` : '/newsletter/confirm');
}

export async function unsubscribeAction(form: FormData): Promise<void> {
  const done = await unsubscribeByToken(token(form));
  redirect(done.ok ? `/newsletter/unsubscribe?done=${encodeURIComponent(done.siteName)}` : '/newsletter/unsubscribe');
}
