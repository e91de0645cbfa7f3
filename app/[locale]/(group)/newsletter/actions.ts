'use server';

import { redirect } from 'next/navigation';
import { followSubscriberLink } from '@/lib/forms/subscriber-links';
import { asLocale, localePath } from '@/lib/i18n/locales';

/*
 * The buttons of the newsletter pages: each answers with its page again, in the page's language (bound by
 * the page), saying what happened.
 */

/** The posted token; anything but a posted form (a server action takes any argument) has none. */
const token = (form: unknown) => {
  const value = form instanceof FormData ? form.get('token') : null;
  return typeof value === 'string' ? value : '';
};

/** Follows the link; an admin server that cannot be asked is the error page (try again), not an invalid link. */
async function follow(purpose: 'confirm' | 'unsubscribe', language: unknown, form: unknown): Promise<never> {
  const done = await followSubscriberLink(purpose, token(form));
  if (!done.ok && !done.invalid) throw new Error(`The ${purpose} link could not be followed now`);
  const locale = asLocale(language);
  const page = done.ok ? `/newsletter/${purpose}?done=${encodeURIComponent(done.website)}` : `/newsletter/${purpose}`;
  redirect(localePath(locale, page));
}

export async function confirmAction(language: unknown, form: unknown): Promise<void> {
  await follow('confirm', language, form);
}

export async function unsubscribeAction(language: unknown, form: unknown): Promise<void> {
  await follow('unsubscribe', language, form);
}
