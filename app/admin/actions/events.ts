'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { ContentFormState } from '@/components/admin/content-form';
import { eventFormSchema } from '@/lib/api/console-schemas';
import { endpoints } from '@/lib/api/contract';
import { staffFor } from '@/lib/console/access';
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
  expirePublicTags,
} from './form-data';
import { fieldErrors } from '@/lib/forms/field-errors';
import { readEventTime } from '@/lib/format/event-schedule';

/* Events: the group's calendar pages, their share pictures and calendar files follow each save. */

const eventForm = eventFormSchema((time) => readEventTime(time)?.zoneWritten);

const FIELDS = ['name', 'date', 'time', 'location', 'speakers', 'registerUrl', 'description', 'schedule', 'published'];

/** Adds or saves an event, with a new picture or gallery if chosen. */
export async function saveEventAction(_previous: ContentFormState, form: FormData): Promise<ContentFormState> {
  await staffFor('content');
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
  expirePublicTags(endpoints.event.tags!({ eventId }));
  if (!id) redirect('/admin/events?notice=added');
  revalidatePath('/admin/events');
  return { values, errors: {}, saved: true };
}
