import { formName } from '@/lib/forms/offline-types';
import {
  formKind,
  isExpired,
  isRefusal,
  isRefusedRecord,
  isSubmissionForm,
  recordFor,
  REFUSED_LIMIT,
  REFUSED_RETENTION_MS,
  refilled,
  refusedRecord,
  sentValues,
  toDelete,
  toNotice,
} from './refused';

const NOW = Date.UTC(2026, 10, 26, 12);
const CONTACT = { name: 'contact', page: '/fr/contact', locale: 'fr' } as const;
const body = JSON.stringify({
  firstName: 'Ama',
  email: 'ama@example.org',
  consent: true,
  amount: 50,
  locale: 'fr',
  homepage: 'spam',
  nested: { a: 1 },
});

describe('a refused submission', () => {
  it('is a 4xx other than 408 and 429: those, 5xx and 2xx are not', () => {
    for (const status of [400, 404, 409, 413, 422]) expect(isRefusal(status)).toBe(true);
    for (const status of [200, 201, 408, 429, 500, 503]) expect(isRefusal(status)).toBe(false);
  });

  it('names its form by kind and website', () => {
    expect(formName({ form: 'contact' })).toBe('contact');
    expect(formName({ form: 'subscribe', website: 'acn' })).toBe('subscribe-acn');
    expect(formKind('subscribe-eduafricawaitlist')).toBe('subscribe');
  });

  it('takes only a form named with a same-site path and one of the site’s languages', () => {
    expect(isSubmissionForm(CONTACT)).toBe(true);
    expect(isSubmissionForm({ ...CONTACT, page: '/join-us?role=volunteers' })).toBe(true);
    for (const page of ['https://x.org/', '//x.org/a', '/a\\b', 'contact', '/a b', '/' + 'a'.repeat(400)])
      expect(isSubmissionForm({ ...CONTACT, page })).toBe(false);
    expect(isSubmissionForm({ ...CONTACT, locale: 'de' })).toBe(false);
    for (const name of ['', 'Contact', 'a b', '<x>', 'contact-'])
      expect(isSubmissionForm({ ...CONTACT, name })).toBe(false);
    expect(isSubmissionForm(null)).toBe(false);
  });

  it('keeps the fields sent, without the page’s language, the trap field, or anything but text, numbers and ticks', () => {
    expect(sentValues(body)).toEqual({ firstName: 'Ama', email: 'ama@example.org', consent: true, amount: 50 });
    expect(sentValues('not json')).toEqual({});
    expect(sentValues('[1]')).toEqual({});
    const record = refusedRecord('k1', CONTACT, body, NOW);
    expect(record).toMatchObject({ id: 'k1', ...CONTACT, at: NOW, noticed: false });
    expect(isRefusedRecord(record)).toBe(true);
    expect(isRefusedRecord({ ...record, at: 'now' })).toBe(false);
  });

  it('is kept a week', () => {
    expect(isExpired({ at: NOW - REFUSED_RETENTION_MS }, NOW)).toBe(false);
    expect(isExpired({ at: NOW - REFUSED_RETENTION_MS - 1 }, NOW)).toBe(true);
    expect(isExpired({ at: NOW + 60_000 }, NOW)).toBe(true);
  });
});

describe('the refusals a device keeps', () => {
  const at = (id: string, ago: number, extra: object = {}) => ({
    ...refusedRecord(id, CONTACT, body, NOW - ago),
    ...extra,
  });

  it('are noticed once: those shown already or expired are not listed, and no values are', () => {
    const records = [
      at('b', 1000),
      at('a', 2000),
      at('seen', 0, { noticed: true }),
      at('old', REFUSED_RETENTION_MS + 1),
    ];
    expect(toNotice(records, NOW)).toEqual([
      { id: 'a', ...CONTACT },
      { id: 'b', ...CONTACT },
    ]);
  });

  it('give a form on its page the newest of its own', () => {
    const records = [at('old', 5000), at('new', 1000), at('other', 0, { name: 'enquiry' })];
    expect(recordFor(records, 'contact', '/fr/contact', NOW)?.id).toBe('new');
    expect(recordFor(records, 'contact', '/contact', NOW)).toBeUndefined();
    expect(recordFor([at('old', REFUSED_RETENTION_MS + 1)], 'contact', '/fr/contact', NOW)).toBeUndefined();
  });

  it('are bounded: the expired and the oldest beyond the limit go', () => {
    const many = Array.from({ length: REFUSED_LIMIT + 2 }, (_, i) => at(`r${i}`, i * 1000));
    expect(toDelete([...many, at('old', REFUSED_RETENTION_MS + 1)], NOW).sort()).toEqual(
      [`r${REFUSED_LIMIT}`, `r${REFUSED_LIMIT + 1}`, 'old'].sort(),
    );
  });
});

describe('a form filled in again', () => {
  it('takes the values sent as its fields hold them and keeps defaults for the rest', () => {
    const defaults = { firstName: '', email: '', consent: false, amount: '', message: '' };
    expect(refilled(defaults, { firstName: 'Ama', email: 'a@b.c', consent: true, amount: 50, extra: 'x' })).toEqual({
      firstName: 'Ama',
      email: 'a@b.c',
      consent: true,
      amount: '50',
      message: '',
    });
    expect(refilled({ consent: true }, { consent: 'false' })).toEqual({ consent: false });
  });
});
