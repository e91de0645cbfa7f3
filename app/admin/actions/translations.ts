'use server';

import { revalidatePath } from 'next/cache';
import type { ContentFormState } from '@/components/admin/content-form';
import { TRANSLATION_LANGUAGES } from '@/components/admin/translation-fields';
import { TRANSLATABLE, type TranslatableKind } from '@/lib/api/constants';
import { translationFieldsSchema, translationRefSchema } from '@/lib/api/console-schemas';
import { endpoints, type FaqSite, type TeamName } from '@/lib/api/contract';
import type { TestimonySection } from '@/lib/api/schemas';
import { staffFor } from '@/lib/console/access';
import { readEnglish, translate } from '@/lib/console/translations';
import { fieldErrors } from '@/lib/forms/field-errors';
import { field, GONE_MESSAGE, readOrBack, saveUnlessGone, expirePublicTags } from './form-data';

/* Records' translations: one language of one record per save, beside the English. */

const translationRef = translationRefSchema(TRANSLATION_LANGUAGES as [string, ...string[]]);

/** The tags of the public reads a translation makes stale; `place` is where the record is listed. */
function publicTags(kind: TranslatableKind, id: string, place: string | null): string[] {
  switch (kind) {
    case 'post':
      return place === 'story'
        ? [...endpoints.stories.tags!(), ...endpoints.story.tags!({ id })]
        : [...endpoints.news.tags!(), ...endpoints.newsItem.tags!({ id })];
    case 'event':
      return endpoints.event.tags!({ eventId: id });
    case 'product':
      return [...endpoints.products.tags!({}), ...endpoints.product.tags!({ productId: id })];
    case 'faq':
      return endpoints.faq.tags!({ site: place as FaqSite });
    case 'teamMember':
      return endpoints.team.tags!({ team: place as TeamName });
    case 'testimony':
      return [
        ...endpoints.activeTestimonies.tags!(),
        ...endpoints.sectionTestimonies.tags!({ section: place as TestimonySection }),
      ];
  }
}

/** The console's page that shows the record and its coverage. */
const CONSOLE_PAGE: Record<TranslatableKind, (id: string) => string> = {
  post: (id) => `/admin/posts/${id}`,
  event: () => '/admin/events',
  product: () => '/admin/products',
  faq: () => '/admin/faqs',
  teamMember: () => '/admin/team',
  testimony: () => '/admin/testimonies',
};

/**
 * Saves a record's translation into one language: every translatable field of its kind, an empty one
 * removing that field's translation. The public pages show it on their next load.
 */
export async function saveTranslationAction(_previous: ContentFormState, form: FormData): Promise<ContentFormState> {
  await staffFor('content');
  const ref = readOrBack(
    translationRef.safeParse({ kind: field(form, 'kind'), id: field(form, 'id'), locale: field(form, 'locale') }),
    '/admin',
  );
  const values: Record<string, string> = Object.fromEntries(
    TRANSLATABLE[ref.kind].map((name) => [name, field(form, name)]),
  );
  const english = await readEnglish(ref.kind, ref.id);
  if (!english) return { values, errors: { form: GONE_MESSAGE } };
  const parsed = translationFieldsSchema(ref.kind, ref.locale, english).safeParse(values);
  if (!parsed.success) return { values, errors: fieldErrors(parsed.error) };
  const saved = await saveUnlessGone(() => translate({ ...ref, fields: parsed.data }));
  if (saved.gone) return { values, errors: { form: GONE_MESSAGE } };
  if ('refused' in saved.value) return { values, errors: { form: saved.value.refused } };
  expirePublicTags(publicTags(ref.kind, ref.id, saved.value.place));
  revalidatePath(CONSOLE_PAGE[ref.kind](ref.id));
  if (ref.kind === 'post') revalidatePath('/admin/posts');
  return { values, errors: {}, saved: true };
}
