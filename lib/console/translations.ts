import 'server-only';
import type { TranslatableKind } from '../api/constants';
import { HttpError } from '../services/errors';
import { englishOf, saveTranslation, type TranslationSave, translationsOf } from '../services/translations';
import { forStaff } from './access';

/*
 * Records' French and Hausa as staff edit them beside the English: a post's text as the Markdown they
 * typed. Each save is one language of one record, durable, with its audit line.
 */

export type { TranslationSave };

/** The translations of the records of one kind named, per record id. */
export const readTranslations = forStaff('content', ({ db }, kind: TranslatableKind, ids: string[]) =>
  translationsOf(db, kind, ids, { typed: true }),
);

/** A record's English, field by field, that a translation is checked against; null when there is no such record. */
export const readEnglish = forStaff('content', ({ db }, kind: TranslatableKind, id: string) => englishOf(db, kind, id));

/**
 * Saves one language of one record: where the record is listed (lib/services/translations.ts), or the
 * service's refusal as a sentence for the form (a testimony no longer approved, say). A record deleted
 * meanwhile throws GoneError, as the other saves do.
 */
export const translate = forStaff(
  'content',
  async ({ db, staff }, save: TranslationSave): Promise<{ place: string | null } | { refused: string }> => {
    try {
      return { place: await saveTranslation(db, staff, save) };
    } catch (error) {
      if (error instanceof HttpError) return { refused: `Nothing was saved: ${error.message}` };
      throw error;
    }
  },
);
