'use server';

import type { ContentFormState } from '@/components/admin/content-form';
import { faqFormSchema, faqSite, memberFormSchema, teamName } from '@/lib/api/console-schemas';
import { endpoints } from '@/lib/api/contract';
import { staffFor } from '@/lib/console/access';
import { removeFaq, removeMember, storeFaq, storeMember } from '@/lib/console/content';
import {
  field,
  pictureDescription,
  pictureOf,
  PICTURE_TEXT_FIELDS,
  afterListSave,
  deleteFromList,
  readOrBack,
  GONE_MESSAGE,
  saveUnlessGone,
} from './form-data';
import { fieldErrors } from '@/lib/forms/field-errors';

/* The lists staff keep in order: each site's FAQs, each team's people. */

/** Adds or saves an FAQ of one site; its FAQ page shows the change on the next load. */
export async function saveFaqAction(_previous: ContentFormState, form: FormData): Promise<ContentFormState> {
  await staffFor('content');
  const values = Object.fromEntries(
    ['site', 'question', 'answer', 'order', 'published'].map((name) => [name, field(form, name)]),
  );
  const parsed = faqFormSchema.safeParse({
    ...values,
    order: values.order!.trim() || '0',
    published: values.published === 'yes',
  });
  if (!parsed.success) return { values, errors: fieldErrors(parsed.error) };
  const id = field(form, 'id') || undefined;
  if ((await saveUnlessGone(() => storeFaq(parsed.data, id))).gone) return { values, errors: { form: GONE_MESSAGE } };
  const { site } = parsed.data;
  return {
    values,
    errors: {},
    saved: afterListSave('/admin/faqs', 'site', site, endpoints.faq.tags!({ site }), !id),
  };
}

export async function deleteFaqAction(form: FormData): Promise<void> {
  await staffFor('content');
  const site = readOrBack(faqSite.safeParse(field(form, 'site')), '/admin/faqs');
  await deleteFromList(form, {
    page: '/admin/faqs',
    key: 'site',
    value: site,
    tags: endpoints.faq.tags!({ site }),
    remove: removeFaq,
  });
}

const MEMBER_FIELDS = [
  'team',
  'firstName',
  'lastName',
  'position',
  'bio',
  'country',
  'twitterHandle',
  'linkedinHandle',
  'instagramHandle',
  'order',
  'published',
];

/** Adds or saves a team member (with a new picture if one was chosen); the team's page shows it on the next load. */
export async function saveMemberAction(_previous: ContentFormState, form: FormData): Promise<ContentFormState> {
  await staffFor('content');
  const values = Object.fromEntries(
    [...MEMBER_FIELDS, ...PICTURE_TEXT_FIELDS].map((name) => [name, field(form, name)]),
  );
  const parsed = memberFormSchema.safeParse({
    ...values,
    order: values.order!.trim() || '0',
    published: values.published === 'yes',
  });
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  const imageAlt = pictureDescription(form, errors);
  const picture = await pictureOf(form, parsed.success && !errors.pictureAlt, errors, 'member');
  if (!parsed.success || errors.picture || errors.pictureAlt) return { values, errors };
  const id = field(form, 'id') || undefined;
  if ((await saveUnlessGone(async () => storeMember({ ...parsed.data, image: await picture?.(), imageAlt }, id))).gone)
    return { values, errors: { form: GONE_MESSAGE } };
  const { team } = parsed.data;
  return {
    values,
    errors: {},
    saved: afterListSave('/admin/team', 'team', team, endpoints.team.tags!({ team }), !id),
  };
}

export async function deleteMemberAction(form: FormData): Promise<void> {
  await staffFor('content');
  const team = readOrBack(teamName.safeParse(field(form, 'team')), '/admin/team');
  await deleteFromList(form, {
    page: '/admin/team',
    key: 'team',
    value: team,
    tags: endpoints.team.tags!({ team }),
    remove: removeMember,
  });
}
