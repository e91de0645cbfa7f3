import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LANGUAGES } from '@/lib/i18n/locales';
import type { KeptSubmission } from '@/lib/offline/names';
import fr from '@/messages/fr/forms.json';
import { ContactForm } from './contact-form';

/*
 * A form whose code could not be downloaded (no signal): its checks (the form kit). With a service worker
 * controlling the page, what was typed is handed to it as the scripted form posts it, under a new
 * Idempotency-Key, and the form says, in the page's language, that it is kept.
 * The worker is replaced by what a page asks it (lib/offline/ask.ts), answering that it kept each submission.
 */

const asked: KeptSubmission[] = [];
jest.mock('@/lib/offline/ask', () => ({
  askWorker: (message: KeptSubmission | { type: 'refused-take'; name: string; page: string }) => {
    if (message.type === 'keep-submission') asked.push(message);
    // A form also asks for a refusal of its own to fill in: none here.
    return Promise.resolve(message.type === 'refused-take' ? { values: null } : { kept: true });
  },
}));
// The kit's download fails as a chunk's does without signal.
jest.mock('@/lib/api/form-kit', () => {
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
