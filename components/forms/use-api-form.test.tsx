/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ApiClient, ApiResult } from '@/lib/api/client';
import { KEY_PATTERN } from '@/lib/api/idempotency';
import { LANGUAGES } from '@/lib/i18n/locales';
import catalog from '@/messages/en/forms.json';
import { NewsletterForm } from './newsletter-form';

/*
 * The Idempotency-Key a form sends (lib/api/idempotency.ts): one per submission, the same for every
 * retry of the same values (a lost reply, a second tap), a new one once they are stored or changed.
 * The client is replaced by one that records each call's key and answers what the test says.
 */

const calls: { key: string; body: unknown }[] = [];
let answers: ApiResult<unknown>[] = [];

jest.mock('@/lib/api/browser', () => ({
  submissionApi: (key: string) =>
    ({
      call: (_endpoint: unknown, { body }: { body: unknown }) => {
        calls.push({ key, body });
        return Promise.resolve(answers.shift());
      },
    }) as unknown as ApiClient,
}));
// The action a browser posts to before scripts run; never reached once the form is scripted.
jest.mock('@/lib/forms/submit-without-scripts', () => ({ submitWithoutScripts: jest.fn() }));
jest.mock('@/components/ui/page-address', () => ({ usePageAddress: () => '/acn/home' }));

const LOST = { ok: false, status: null, message: 'Network error' } as const;
const STORED = { ok: true, status: 201, data: 'Subscribed successfully' } as const;
/** No reply, and the service worker keeps the post to send when the connection returns (lib/offline/keep.ts). */
const KEPT = { ok: false, status: null, message: null, kept: true } as const;

const text = { ...catalog, locale: 'en' as const, intl: LANGUAGES.en.intl };

async function subscribe(email: string, answer: ApiResult<unknown>) {
  answers.push(answer);
  const before = calls.length;
  fireEvent.change(screen.getByLabelText(catalog.newsletter.email), { target: { value: email } });
  fireEvent.submit(screen.getByRole('form'));
  await waitFor(() => expect(calls).toHaveLength(before + 1));
  // The form settles (its button back from pending) before the next step.
  await waitFor(() => expect(screen.getByRole('button')).not.toBeDisabled());
  return calls[before]!.key;
}

beforeEach(() => {
  calls.length = 0;
  answers = [];
  render(<NewsletterForm website="acn" successText="Subscribed" text={text} />);
});

it('sends the same key again with the same values, until they are stored', async () => {
  const first = await subscribe('ama@example.org', LOST);
  expect(first).toMatch(KEY_PATTERN);
  expect(await subscribe('ama@example.org', LOST)).toBe(first);
  expect(await subscribe('ama@example.org', STORED)).toBe(first);
  // Stored: the same address sent again is a new submission, under a new key.
  const next = await subscribe('ama@example.org', LOST);
  expect(next).not.toBe(first);
  expect(calls.map((c) => c.body)).toEqual(Array(4).fill({ email: 'ama@example.org', website: 'acn', locale: 'en' }));
});

it('makes a new key when the values change', async () => {
  const first = await subscribe('ama@example.org', LOST);
  const changed = await subscribe('kofi@example.org', LOST);
  expect(changed).not.toBe(first);
  expect(changed).toMatch(KEY_PATTERN);
});

it('makes a new key after the server says the key is held for other values (422)', async () => {
  const first = await subscribe('ama@example.org', { ok: false, status: 422, message: 'already used' });
  expect(await subscribe('ama@example.org', STORED)).not.toBe(first);
});

it('says a post kept on the device will be sent, clears the form, and takes a new key for the next', async () => {
  const first = await subscribe('ama@example.org', KEPT);
  expect(screen.getByText(catalog.common.kept)).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByLabelText(catalog.newsletter.email)).toHaveValue('');
  // The device sends that one under its key; the same address typed again is a new submission.
  expect(await subscribe('ama@example.org', STORED)).not.toBe(first);
});
