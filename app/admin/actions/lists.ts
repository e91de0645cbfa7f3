'use server';

import { z } from 'zod';
import type { ContentFormState } from '@/components/admin/content-form';
import { endpoints, FAQS, type FaqSite, type TeamName, TEAMS } from '@/lib/api/contract';
import { staffOrSignIn } from '@/lib/auth/session';
import { removeFaq, removeMember, storeFaq, storeMember } from '@/lib/console/content';
import {
  field,
  pictureDescription,
  pictureOf,
  PICTURE_TEXT_FIELDS,
  placement,
  afterListSave,
  deleteFromList,
  readOrBack,
  GONE_MESSAGE,
  saveUnlessGone,
} from './form-data';
import { fieldErrors } from '@/lib/forms/field-errors';

/* The lists staff keep in order: each site's FAQs, each team's people. */

const FAQ_SITES = Object.keys(FAQS) as [FaqSite, ...FaqSite[]];

const faqForm = z.object({
  site: z.enum(FAQ_SITES),
  question: z.string().trim().min(1, 'Write the question.').max(500, 'The question may be at most 500 characters.'),
  answer: z.string().trim().min(1, 'Write the answer.').max(5000, 'The answer may be at most 5,000 characters.'),
  ...placement,
});

/** Adds or saves an FAQ of one site; its FAQ page shows the change on the next load. */
export async function saveFaqAction(_previous: ContentFormState, form: FormData): Promise<ContentFormState> {
  await staffOrSignIn();
  const values = Object.fromEntries(
    ['site', 'question', 'answer', 'order', 'published'].map((name) => [name, field(form, name)]),
  );
  const parsed = faqForm.safeParse({
    ...values,
    order: values.order!.trim() || '0',
    published: values.published === 'yes',
  });
  if (!parsed.success) return { values, errors: fieldErrors(parsed.error) };
  const id = field(form, 'id') || undefined;
  if ((await saveUnlessGone(() => storeFaq(parsed.data, id))).gone) return { values, errors: { form: GONE_MESSAGE } };
  const { site } = parsed.data;
  return { values, errors: {}, saved: afterListSave('/admin/faqs', 'site', site, endpoints.faq.tags!({ site }), !id) };
}

export async function deleteFaqAction(form: FormData): Promise<void> {
  await staffOrSignIn();
  const site = readOrBack(z.enum(FAQ_SITES).safeParse(field(form, 'site')), '/admin/faqs');
  await deleteFromList(form, {
    page: '/admin/faqs',
    key: 'site',
    value: site,
    tags: endpoints.faq.tags!({ site }),
    remove: removeFaq,
  });
}

const TEAM_NAMES = Object.keys(TEAMS) as [TeamName, ...TeamName[]];
const optional = (label: string, max: number) =>
  z.string().trim().max(max, `${label} may be at most ${max} characters.`);

const memberForm = z.object({
  team: z.enum(TEAM_NAMES),
  firstName: z
    .string()
    .trim()
    .min(1, 'Write the first name.')
    .max(100, 'The first name may be at most 100 characters.'),
  lastName: z.string().trim().min(1, 'Write the last name.').max(100, 'The last name may be at most 100 characters.'),
  position: z
    .string()
    .trim()
    .min(1, 'Write the position, such as Programme lead.')
    .max(120, 'The position may be at most 120 characters.'),
  bio: optional('The bio', 2000),
  country: optional('The country', 100),
  twitterHandle: optional('The X handle', 100),
  linkedinHandle: optional('The LinkedIn handle', 100),
  instagramHandle: optional('The Instagram handle', 100),
  ...placement,
});

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
  await staffOrSignIn();
  const values = Object.fromEntries(
    [...MEMBER_FIELDS, ...PICTURE_TEXT_FIELDS].map((name) => [name, field(form, name)]),
  );
  const parsed = memberForm.safeParse({
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
  return { values, errors: {}, saved: afterListSave('/admin/team', 'team', team, endpoints.team.tags!({ team }), !id) };
}

export async function deleteMemberAction(form: FormData): Promise<void> {
  await staffOrSignIn();
  const team = readOrBack(z.enum(TEAM_NAMES).safeParse(field(form, 'team')), '/admin/team');
  await deleteFromList(form, {
    page: '/admin/team',
    key: 'team',
    value: team,
    tags: endpoints.team.tags!({ team }),
    remove: removeMember,
  });
}
