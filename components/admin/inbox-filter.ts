import { z } from 'zod';
import { API_NAME, ARMS, type ArmKey } from '@/lib/content/arms';
import { SUBMISSION_KINDS, type InboxFilter } from '@/lib/console/inbox';

/*
 * The inbox's filters as they travel in the address (the list, its CSV export and the way back
 * from a submission all read them here): anything unexpected is dropped, never an error.
 */

/** A day of the calendar (YYYY-MM-DD that exists: not 2026-02-30, nor 9999-99-99). */
const day = z.iso.date().optional().catch(undefined);

const schema = z.object({
  kind: z.enum(SUBMISSION_KINDS).catch('messages'),
  arm: z.enum(Object.values(API_NAME)).optional().catch(undefined),
  from: day,
  to: day,
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((v) => v || undefined),
});

export function inboxFilter(params: Record<string, string | string[] | undefined> | URLSearchParams): InboxFilter {
  const raw = params instanceof URLSearchParams ? Object.fromEntries(params) : params;
  const { q, ...rest } = schema.parse(raw);
  return { ...rest, search: q };
}

/** The filter as query parameters again, for links. */
export function filterQuery(filter: InboxFilter): string {
  const entries = Object.entries({
    kind: filter.kind,
    arm: filter.arm,
    from: filter.from,
    to: filter.to,
    q: filter.search,
  });
  return new URLSearchParams(entries.filter((e): e is [string, string] => !!e[1])).toString();
}

/** An arm's name from the admin API's name for it (educonnect, acn…). */
export const ARM_NAMES: Record<string, string> = Object.fromEntries(
  (Object.entries(API_NAME) as [ArmKey, string][]).map(([arm, api]) => [api, ARMS[arm].name]),
);

const ENGLISH_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/** A language's name in English, the console's language, from its code (lib/i18n/locales.ts); an unknown one as it is. */
export function languageName(locale: string): string {
  try {
    return ENGLISH_NAMES.of(locale) ?? locale;
  } catch {
    return locale;
  }
}
