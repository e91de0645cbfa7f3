import 'server-only';
import { revalidatePath, updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { after } from 'next/server';
import { recordId } from '@/lib/api/console-schemas';
import type { ContentFormState } from '@/components/admin/content-form';
import { staffFor } from '@/lib/console/access';
import type { PictureKind } from '@/lib/format/picture-widths';
import { storePictures } from '@/lib/console/content';
import { GoneError } from '@/lib/services/errors';
import { type CheckedImage, checkPicture, isFile } from '@/lib/services/uploads';
import { purgeChangedPages } from '@/lib/purge/job';

/*
 * What the console's server actions share: reading a form, its picture, and the end of a list's
 * writes. The actions (the other files here) are the console's writes: Next accepts one only from
 * a page of this origin (it compares Origin with Host). Each checks the session and the role first,
 * before it reads the form, and writes through lib/console, whose functions check them again.
 */

/**
 * A value of a form read with its schema; one the console's own pages never send goes back to `page`
 * with the `invalid` notice (components/admin/notices.ts) and nothing changed, never a 500.
 */
export function readOrBack<T>(parsed: { success: true; data: T } | { success: false }, page: string): T {
  if (!parsed.success) redirect(`${page}${page.includes('?') ? '&' : '?'}notice=invalid`);
  return parsed.data;
}

/** What a form says when the record it saves was deleted meanwhile (by someone else, or in another tab). */
export const GONE_MESSAGE =
  'Nothing was saved: this was deleted while you were editing it. Copy what you wrote, then add it again as a new one.';

/** Runs a save; a record deleted meanwhile answers `gone` (the form says so, keeping what was typed) instead of a 500. */
export async function saveUnlessGone<T>(save: () => Promise<T>): Promise<{ gone: false; value: T } | { gone: true }> {
  try {
    return { gone: false, value: await save() };
  } catch (error) {
    if (error instanceof GoneError) return { gone: true };
    throw error;
  }
}

/** A text field of a form; a file or a missing field is empty. */
export const field = (form: FormData, name: string) => {
  // A server action takes any argument from anyone: anything but a posted form has no fields.
  const value = form instanceof FormData ? form.get(name) : null;
  return typeof value === 'string' ? value : '';
};

interface Pictures {
  /** The file field. */
  name: string;
  kind: PictureKind;
  max?: number;
}

/**
 * The pictures chosen in a file field, checked: a function that stores them and answers their
 * public addresses, or undefined when none was chosen. Refused pictures, too many, or pictures sent
 * with other fields in error (a browser cannot be handed a file back) set errors[name]. `kind` says
 * which boxes they are shown in (lib/format/picture-widths.ts TALLEST_BOX).
 */
export async function picturesOf(
  form: FormData,
  othersValid: boolean,
  errors: Record<string, string>,
  { name, kind, max = 1 }: Pictures,
) {
  const files = form.getAll(name).filter(isFile);
  if (files.length === 0) return undefined;
  if (files.length > max) {
    errors[name] = `Choose at most ${max} pictures.`;
    return undefined;
  }
  const checked: CheckedImage[] = [];
  try {
    for (const file of files) checked.push(await checkPicture(file, 'The picture'));
  } catch (error) {
    errors[name] = error instanceof Error ? error.message : 'The picture could not be read.';
    return undefined;
  }
  if (!othersValid)
    errors[name] =
      `Choose the ${files.length > 1 ? 'pictures again: they are' : 'picture again: it is'} not kept while other fields need fixing.`;
  return () => storePictures(checked, kind);
}

/** The one picture of a form's `picture` field, as picturesOf answers it. */
export async function pictureOf(
  form: FormData,
  othersValid: boolean,
  errors: Record<string, string>,
  kind: PictureKind,
) {
  const save = await picturesOf(form, othersValid, errors, { name: 'picture', kind });
  return save && (async () => (await save())[0]!);
}

/** The picture's text fields, kept with what was typed when a save is refused. */
export const PICTURE_TEXT_FIELDS = ['pictureAlt', 'pictureDecorative'];

const DESCRIBE = 'Say what the picture shows, for people who cannot see it, or tick that it only decorates.';
const MAX_DESCRIPTION = 300;

/**
 * What a form's picture shows (its alt text), from its `pictureAlt` and `pictureDecorative` fields: the
 * text, '' for a picture that only decorates, or undefined to leave it as it is (no picture, and
 * nothing said). Required when the record will have a picture: a new one chosen, or the one it has
 * (the page says so in the hidden `hadPicture`).
 */
export function pictureDescription(form: FormData, errors: Record<string, string>): string | undefined {
  const text = field(form, 'pictureAlt').trim();
  if (field(form, 'pictureDecorative') === 'yes') return '';
  if (text.length > MAX_DESCRIPTION)
    errors.pictureAlt = `The description may be at most ${MAX_DESCRIPTION} characters.`;
  else if (text) return text;
  else if (form.getAll('picture').some(isFile) || field(form, 'hadPicture') === 'yes') errors.pictureAlt = DESCRIBE;
  return undefined;
}

/**
 * What each picture of a gallery shows, one line each in the order chosen (`galleryAlts`), or '' for
 * each when `galleryDecorative` is ticked; required for new gallery pictures. Undefined: leave as it is.
 */
export function galleryDescriptions(form: FormData, errors: Record<string, string>): string[] | undefined {
  const chosen = form.getAll('gallery').filter(isFile).length;
  const lines = field(form, 'galleryAlts')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (field(form, 'galleryDecorative') === 'yes') return Array.from({ length: chosen || lines.length }, () => '');
  if (lines.some((l) => l.length > MAX_DESCRIPTION))
    errors.galleryAlts = `Each description may be at most ${MAX_DESCRIPTION} characters.`;
  else if (chosen > 0 && lines.length !== chosen)
    errors.galleryAlts = `Write one line for each of the ${chosen} pictures chosen (${lines.length} written), or tick that they only decorate.`;
  else if (lines.length > 0) return lines;
  return undefined;
}

/**
 * The end of a console write that changed what public pages show: the contract's tags of what it changed
 * expire, so the next read waits for fresh data, and once the action has answered nginx's copies of the
 * pages that read them are purged (lib/purge/job.ts): staff see their change on the next request, through
 * nginx within a moment.
 */
export function expirePublicTags(tags: Iterable<string>): void {
  const expired = [...new Set(tags)];
  for (const tag of expired) updateTag(tag);
  after(() => purgeChangedPages(expired));
}

/** The end of a save in a keyed list (a site's FAQs, a team): the public tags expire; a new record goes back to the list. */
export function afterListSave(
  page: string,
  key: string,
  value: string,
  tags: string[],
  added: boolean,
): ContentFormState['saved'] {
  expirePublicTags(tags);
  if (added) redirect(`${page}?${key}=${value}&notice=added`);
  revalidatePath(page);
  return true;
}

/** Deletes one record of a keyed list once its box is ticked, then goes back to the list. */
export async function deleteFromList(
  form: FormData,
  {
    page,
    key,
    value,
    tags,
    remove,
  }: { page: string; key: string; value: string; tags: string[]; remove: (id: string) => Promise<void> },
) {
  await staffFor('content');
  if (field(form, 'confirm') !== 'yes') redirect(`${page}?${key}=${value}&notice=confirm`);
  await remove(readOrBack(recordId.safeParse(field(form, 'id')), `${page}?${key}=${value}`));
  expirePublicTags(tags);
  redirect(`${page}?${key}=${value}&notice=deleted`);
}
