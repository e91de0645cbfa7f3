'use server';

import { revalidatePath, updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import type { ContentFormState } from '@/components/admin/content-form';
import { endpoints } from '@/lib/api/contract';
import { staffOrSignIn } from '@/lib/auth/session';
import { storeEvent } from '@/lib/console/content';
import {
  field,
  galleryDescriptions,
  pictureDescription,
  pictureOf,
  picturesOf,
  PICTURE_TEXT_FIELDS,
  GONE_MESSAGE,
  saveUnlessGone,
} from './form-data';
import { fieldErrors } from '@/lib/forms/field-errors';
import { readEventTime } from '@/lib/format/event-schedule';

/* Events: the group's calendar pages, their share pictures and calendar files follow each save. */

const eventForm = z.object({
  name: z.string().trim().min(1, 'Give the event a name.').max(200, 'The name may be at most 200 characters.'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the day of the event.'),
  // Read as the site reads it (calendars, countdown, search engines): with its zone, so that it is unambiguous.
  time: z
    .string()
    .trim()
    .min(1, 'Write the time, such as 9:00 AM GMT.')
    .max(60, 'The time may be at most 60 characters.')
    .refine(
      (time) => readEventTime(time)?.zoneWritten,
      'Write the time with its zone, such as 9:00 AM GMT, 2:00 PM WAT or 9:00 AM - 5:00 PM WAT.',
    ),
  location: z.string().trim().max(200, 'The place may be at most 200 characters.'),
  speakers: z
    .string()
    .max(1000, 'The speakers may be at most 1,000 characters.')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  registerUrl: z.union([
    z.literal(''),
    z.url({ protocol: /^https$/, message: 'The registration address must start with https://.' }),
  ]),
  description: z
    .string()
    .trim()
    .min(1, 'Describe the event.')
    .max(20_000, 'The description may be at most 20,000 characters.'),
  schedule: z.string().trim().max(20_000, 'The schedule may be at most 20,000 characters.'),
  published: z.boolean(),
});

const FIELDS = ['name', 'date', 'time', 'location', 'speakers', 'registerUrl', 'description', 'schedule', 'published'];

/** Adds or saves an event, with a new picture or gallery if chosen. */
export async function saveEventAction(_previous: ContentFormState, form: FormData): Promise<ContentFormState> {
  await staffOrSignIn();
  const values = Object.fromEntries(
    [...FIELDS, ...PICTURE_TEXT_FIELDS, 'galleryAlts', 'galleryDecorative'].map((name) => [name, field(form, name)]),
  );
  const parsed = eventForm.safeParse({
    ...values,
    registerUrl: values.registerUrl!.trim(),
    published: values.published === 'yes',
  });
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  const imageAlt = pictureDescription(form, errors);
  const galleryAlts = galleryDescriptions(form, errors);
  const othersValid = parsed.success && !errors.pictureAlt && !errors.galleryAlts;
  const picture = await pictureOf(form, othersValid, errors, 'event');
  const gallery = await picturesOf(form, othersValid, errors, { name: 'gallery', kind: 'event', max: 6 });
  if (!othersValid || errors.picture || errors.gallery) return { values, errors };
  const id = field(form, 'id') || undefined;
  const saved = await saveUnlessGone(async () =>
    storeEvent({ ...parsed.data, image: await picture?.(), imageAlt, gallery: await gallery?.(), galleryAlts }, id),
  );
  if (saved.gone) return { values, errors: { form: GONE_MESSAGE } };
  const eventId = saved.value;
  for (const tag of endpoints.event.tags!({ eventId })) updateTag(tag);
  if (!id) redirect('/admin/events?notice=added');
  revalidatePath('/admin/events');
  return { values, errors: {}, saved: true };
}
