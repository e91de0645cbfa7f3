'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { ContentFormState } from '@/components/admin/content-form';
import {
  NEWSLETTER_TRANSLATIONS,
  newsletterFormSchema,
  newsletterSite,
  notifyAddressesSchema,
  objectId,
  replyFormSchema,
  versionFieldNames,
} from '@/lib/api/console-schemas';
import { staffFor } from '@/lib/console/access';
import { dispatchNewsletter, replyTo, storeNewsletter, storeNotifyAddresses, testNewsletter } from '@/lib/console/mail';
import { announcedKindsOf } from '@/lib/console/inbox';
import { fieldErrors } from '@/lib/forms/field-errors';
import { field, GONE_MESSAGE, pictureOf, readOrBack, saveUnlessGone } from './form-data';

/* E-mail from the console: newsletters, replies to contact messages, notification addresses. Admins only. */

/** Writes a newsletter or saves its draft, then shows it with its preview. */
export async function saveNewsletterAction(_previous: ContentFormState, form: FormData): Promise<ContentFormState> {
  await staffFor('mail');
  const names = [
    'website',
    'subject',
    'markdown',
    ...NEWSLETTER_TRANSLATIONS.flatMap((locale) => Object.values(versionFieldNames(locale))),
  ];
  const values = Object.fromEntries(names.map((name) => [name, field(form, name)]));
  const parsed = newsletterFormSchema.safeParse(values);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const picture = await pictureOf(form, parsed.success, errors, 'newsletter');
  if (!parsed.success || errors.picture) return { values, errors };
  const image = await picture?.();
  const existing = objectId.safeParse(field(form, 'id'));
  const saved = await saveUnlessGone(() =>
    storeNewsletter({ ...parsed.data, image }, existing.success ? existing.data : undefined),
  );
  if (saved.gone)
    return {
      values,
      errors: { form: 'Nothing was saved: this newsletter was sent meanwhile, and a sent one cannot change.' },
    };
  redirect(`/admin/newsletters/${saved.value}?notice=saved`);
}

/** Sends the newsletter to the signed-in admin alone. */
export async function testNewsletterAction(form: FormData): Promise<void> {
  await staffFor('mail');
  const id = readOrBack(objectId.safeParse(field(form, 'id')), '/admin/newsletters');
  const sent = await saveUnlessGone(() => testNewsletter(id));
  redirect(`/admin/newsletters/${id}?notice=${sent.gone ? 'gone' : 'tested'}`);
}

/** Sends the newsletter to its site's confirmed subscribers, once the box saying so is ticked. */
export async function sendNewsletterAction(form: FormData): Promise<void> {
  await staffFor('mail');
  const id = readOrBack(objectId.safeParse(field(form, 'id')), '/admin/newsletters');
  if (field(form, 'confirm') !== 'yes') redirect(`/admin/newsletters/${id}?notice=confirm`);
  const sent = await saveUnlessGone(() => dispatchNewsletter(id));
  revalidatePath('/admin/newsletters');
  redirect(`/admin/newsletters/${id}?notice=${sent.gone ? 'already' : 'sent'}`);
}

/** E-mails a reply to a contact message's sender and keeps it with the message. */
export async function replyAction(_previous: ContentFormState, form: FormData): Promise<ContentFormState> {
  await staffFor('inbox');
  const values = { body: field(form, 'body') };
  const parsed = replyFormSchema.safeParse({ id: field(form, 'id'), body: values.body });
  if (!parsed.success) return { values, errors: fieldErrors(parsed.error) };
  const sent = await saveUnlessGone(() => replyTo(parsed.data.id, parsed.data.body));
  if (sent.gone) return { values, errors: { form: GONE_MESSAGE } };
  redirect(`/admin/submissions/messages/${parsed.data.id}?notice=replied`);
}

/** Sets where a site's new submissions are announced: every kind, and each kind (empty: nowhere). */
export async function notifyAddressAction(_previous: ContentFormState, form: FormData): Promise<ContentFormState> {
  await staffFor('mail');
  const website = readOrBack(newsletterSite.safeParse(field(form, 'website')), '/admin/mail');
  const names = ['all', ...announcedKindsOf(website)];
  const values = Object.fromEntries(names.map((name) => [name, field(form, name).trim()]));
  const parsed = notifyAddressesSchema(names).safeParse(values);
  if (!parsed.success) return { values, errors: fieldErrors(parsed.error) };
  await storeNotifyAddresses(website, values);
  revalidatePath('/admin/mail');
  return { values, errors: {}, saved: true };
}
