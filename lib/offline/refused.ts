import { HONEYPOT_FIELD } from '@/lib/api/constants';
import { isLocale, type Locale } from '@/lib/i18n/locales';

/*
 * A kept submission the server refused when the worker sent it later (a 4xx: a value it no longer takes, a key
 * it holds for other values). The visitor was told it would be sent, so the worker keeps what they typed on the
 * device, in IndexedDB (lib/offline/refused-store.ts), never on the server, in a URL or a log, for at most a
 * week; a notice on the site's pages names the form (components/layout/refused-notice.tsx) and the form's page
 * fills the form in again with it (components/forms/use-api-form.ts). The pure parts, for the worker, the pages
 * and Jest.
 */

/** Which form a kept submission came from, as its page hands it over with the request (lib/offline/keep.ts). */
export interface SubmissionForm {
  /** The form's stable name: its kind and, for a newsletter, its website (`contact`, `subscribe-acn`). */
  name: string;
  /** The page it was sent from, as visitors ask it (`/fr/contact`, `/join-us?role=volunteers`). */
  page: string;
  /** The page's language. */
  locale: Locale;
}

/** What the device keeps of a refused submission. */
export interface RefusedRecord extends SubmissionForm {
  /** The submission's Idempotency-Key: one record per submission. */
  id: string;
  /** The fields as they were sent (text, numbers, ticks; never files, which are never kept). */
  values: Record<string, string | number | boolean>;
  /** When the refusal came, in milliseconds since the epoch. */
  at: number;
  /** Whether a page showed its notice already: it is shown once. */
  noticed: boolean;
}

/** What a page is told of a refusal for its notice: never the values. */
export type RefusedSummary = Pick<RefusedRecord, 'id' | 'name' | 'page' | 'locale'>;

/** How long a refusal is kept: a week, as long as the submission itself would have waited. */
export const REFUSED_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** The most refusals a device keeps; past it the oldest go. */
export const REFUSED_LIMIT = 20;

const FORM_NAME = /^[a-z][A-Za-z0-9]{0,31}(?:-[a-z0-9]{1,40})?$/;
const MAX_PAGE_LENGTH = 300;

/** A same-site path: one slash, printable, no backslash, within a length. */
const isSitePath = (page: unknown): page is string =>
  typeof page === 'string' &&
  page.length <= MAX_PAGE_LENGTH &&
  page.startsWith('/') &&
  !page.startsWith('//') &&
  /^[\x21-\x7e]+$/.test(page) &&
  !page.includes('\\');

/** Whether a page handed over a form's name, path and language the worker may keep. */
export function isSubmissionForm(value: unknown): value is SubmissionForm {
  if (!value || typeof value !== 'object') return false;
  const { name, page, locale } = value as Partial<SubmissionForm>;
  return typeof name === 'string' && FORM_NAME.test(name) && isSitePath(page) && isLocale(locale);
}

/** The kind of form a name is (`subscribe-acn`: `subscribe`), which the notice's words name. */
export const formKind = (name: string) => name.split('-')[0]!;

/**
 * Whether the server refused a submission for good: a 4xx, apart from 408 and 429 (try later). Sending it
 * again would be refused again.
 */
export const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/** The fields of a sent body worth giving back: text, numbers and ticks, not the page's language nor the trap. */
export function sentValues(body: string): RefusedRecord['values'] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const values: RefusedRecord['values'] = {};
  for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (name === 'locale' || name === HONEYPOT_FIELD) continue;
    if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && isFinite(value)))
      values[name] = value;
  }
  return values;
}

/** The record of a refusal of the submission with this key, from the form its page named and the body sent. */
export function refusedRecord(id: string, form: SubmissionForm, body: string, at: number): RefusedRecord {
  return { id, name: form.name, page: form.page, locale: form.locale, values: sentValues(body), at, noticed: false };
}

/** Whether a record is older than a week (or from the future: a clock set back). */
export const isExpired = (record: Pick<RefusedRecord, 'at'>, now: number) =>
  !(record.at <= now && now - record.at <= REFUSED_RETENTION_MS);

/** Whether a value read from the device is a record of this shape (the store may hold another version's). */
export function isRefusedRecord(value: unknown): value is RefusedRecord {
  if (!isSubmissionForm(value)) return false;
  const { id, values, at, noticed } = value as Partial<RefusedRecord>;
  return (
    typeof id === 'string' &&
    typeof at === 'number' &&
    typeof noticed === 'boolean' &&
    !!values &&
    typeof values === 'object'
  );
}

/** The records a page should be told of: not yet noticed, not expired, the oldest first. */
export const toNotice = (records: RefusedRecord[], now: number): RefusedSummary[] =>
  records
    .filter((r) => !r.noticed && !isExpired(r, now))
    .sort((a, b) => a.at - b.at)
    .map(({ id, name, page, locale }) => ({ id, name, page, locale }));

/** The newest record of this form sent from this page, if the device keeps one. */
export const recordFor = (records: RefusedRecord[], name: string, page: string, now: number) =>
  records.filter((r) => r.name === name && r.page === page && !isExpired(r, now)).sort((a, b) => b.at - a.at)[0];

/** The records beyond REFUSED_LIMIT, the oldest, and those expired: the ones to delete. */
export function toDelete(records: RefusedRecord[], now: number): string[] {
  const live = records.filter((r) => !isExpired(r, now)).sort((a, b) => b.at - a.at);
  const kept = new Set(live.slice(0, REFUSED_LIMIT).map((r) => r.id));
  return records.filter((r) => !kept.has(r.id)).map((r) => r.id);
}

/**
 * A form's values filled in again from a refusal: each field the form has takes the value sent, as the
 * field holds it (a tick as a boolean, anything else as text); fields the record lacks keep their default.
 */
export function refilled<T extends object>(defaults: T, values: RefusedRecord['values']): T {
  const filled = { ...defaults } as Record<string, unknown>;
  for (const [name, initial] of Object.entries(filled)) {
    if (!Object.hasOwn(values, name)) continue;
    const value = values[name]!;
    if (typeof initial === 'boolean') filled[name] = value === true || value === 'true' || value === 'on';
    else if (typeof initial === 'string') filled[name] = String(value);
    else if (typeof initial === typeof value) filled[name] = value;
  }
  return filled as T;
}
