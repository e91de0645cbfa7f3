/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LANGUAGES } from '@/lib/i18n/locales';
import type { KeptSubmission } from '@/lib/offline/names';
import fr from '@/messages/fr/forms.json';
import { ContactForm } from './contact-form';
import { LazyNewsletter } from './lazy-newsletter';

/*
 * A form whose code could not be downloaded (no signal): its checks (the form kit) or, in the footer, the real
 * newsletter form. With a service worker controlling the page, what was typed is handed to it as the scripted
 * form posts it, under a new Idempotency-Key, and the form says, in the page's language, that it is kept.
 * The worker is replaced by what a page asks it (lib/offline/ask.ts), answering that it kept each submission.
 */

const asked: KeptSubmission[] = [];
/** What the worker hands back as refused for a form and page ('subscribe-acn /fr/acn/home'), once. */
const refusals = new Map<string, Record<string, string>>();
jest.mock('@/lib/offline/ask', () => ({
  askWorker: (message: KeptSubmission | { type: 'refused-take'; name: string; page: string }) => {
    if (message.type === 'keep-submission') asked.push(message);
    if (message.type !== 'refused-take') return Promise.resolve({ kept: true });
    const key = `${message.name} ${message.page}`;
    const values = refusals.get(key) ?? null;
    refusals.delete(key);
    return Promise.resolve({ values });
  },
}));
// Neither download works: the kit and the real newsletter form fail as a chunk does without signal.
jest.mock('@/lib/api/form-kit', () => {
  throw new TypeError('Failed to load chunk');
});
jest.mock('./newsletter-form', () => {
  throw new TypeError('Failed to load chunk');
});
jest.mock('@/lib/forms/submit-without-scripts', () => ({ submitWithoutScripts: jest.fn() }));
jest.mock('@/components/ui/page-address', () => ({ usePageAddress: () => '/fr/acn/home' }));

const text = { ...fr, locale: 'fr' as const, intl: LANGUAGES.fr.intl };
const worker = { postMessage: jest.fn() };

beforeEach(() => {
  asked.length = 0;
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: worker }, configurable: true });
});

const keyOf = (message: KeptSubmission) => message.headers['idempotency-key'];

it('keeps a contact message whose checks never downloaded, as the scripted form posts it, and says so', async () => {
  render(<ContactForm arm="acn" successText="Envoyé" text={text} />);
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(fr.fields.firstName, 'Aïcha');
  type(fr.fields.lastName, 'Diallo');
  type(fr.fields.email, 'aicha@example.org');
  type(fr.fields.phoneNumber, '+227 90 12 34 56');
  type(fr.fields.message, 'Écrit sans réseau.');
  fireEvent.submit(screen.getByRole('form'));

  await waitFor(() => expect(screen.getByText(fr.common.kept)).toHaveAttribute('role', 'status'));
  expect(asked).toHaveLength(1);
  const [kept] = asked;
  expect(kept).toMatchObject({
    type: 'keep-submission',
    url: 'http://localhost/api/acn/contactUs/sendMessage',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    form: { name: 'contact', page: '/fr/acn/home', locale: 'fr' },
  });
  expect(keyOf(kept!)).toMatch(/^"[0-9a-f-]{36}"$/);
  expect(JSON.parse(kept!.body)).toEqual({
    firstName: 'Aïcha',
    lastName: 'Diallo',
    email: 'aicha@example.org',
    phoneNumber: '+227 90 12 34 56',
    message: 'Écrit sans réseau.',
    locale: 'fr',
  });
  expect(screen.queryByText(fr.common.needsConnection)).toBeNull();
  // Kept, the form clears as after a success.
  expect(screen.getByLabelText(fr.fields.email)).toHaveValue('');
});

it('keeps a footer subscription whose form never downloaded, and a second under a new key', async () => {
  render(<LazyNewsletter website="acn" successText="Merci" text={text} />);
  const email = screen.getByLabelText(fr.newsletter.email);
  for (const address of ['ama@example.org', 'kofi@example.org']) {
    fireEvent.change(email, { target: { value: address } });
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(screen.getByText(fr.common.kept)).toHaveAttribute('role', 'status'));
  }
  expect(asked.map((m) => [m.url, JSON.parse(m.body)])).toEqual([
    ['http://localhost/api/suscribe/addSuscriber', { email: 'ama@example.org', website: 'acn', locale: 'fr' }],
    ['http://localhost/api/suscribe/addSuscriber', { email: 'kofi@example.org', website: 'acn', locale: 'fr' }],
  ]);
  expect(asked[0]!.form).toEqual({ name: 'subscribe-acn', page: '/fr/acn/home', locale: 'fr' });
  expect(keyOf(asked[0]!)).not.toBe(keyOf(asked[1]!));
  expect(email).toHaveValue('');
});

it('keeps no subscription without an address, and says what is missing', async () => {
  render(<LazyNewsletter website="acn" successText="Merci" text={text} />);
  fireEvent.submit(screen.getByRole('form'));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('E-mail'));
  expect(asked).toHaveLength(0);
  expect(screen.queryByText(fr.common.kept)).toBeNull();
});

it('without a worker, and offline, keeps what was typed and says the form needs a connection', async () => {
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: null }, configurable: true });
  const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  render(<LazyNewsletter website="acn" successText="Merci" text={text} />);
  const email = screen.getByLabelText(fr.newsletter.email);
  fireEvent.change(email, { target: { value: 'ama@example.org' } });
  fireEvent.submit(screen.getByRole('form'));
  // toHaveTextContent reads the element's spaces, the no-break ones among them, as plain spaces.
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(fr.common.needsConnection.replace(/\s+/g, ' ')),
  );
  expect(email).toHaveValue('ama@example.org');
  expect(asked).toHaveLength(0);
  online.mockRestore();
});

it('fills the footer in again with an address the server refused once the device sent it', async () => {
  refusals.set('subscribe-acn /fr/acn/home', { email: 'ama@exemple', website: 'acn' });
  render(<LazyNewsletter website="acn" successText="Merci" text={text} />);
  // Compared as is: the French text holds narrow no-break spaces, which a whitespace-normalizing match would change.
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(fr.common.refused));
  expect(screen.getByLabelText(fr.newsletter.email)).toHaveValue('ama@exemple');
  expect(screen.getByLabelText(fr.newsletter.email)).toHaveAttribute('aria-invalid', 'true');
});
