import { submitInProcess } from '../gateway/serve';
import { submitWithoutScripts } from './submit-without-scripts';
import { TARGET_FIELDS } from './offline-types';

jest.mock('next/headers', () => ({ headers: () => Promise.resolve(new Headers()) }));
jest.mock('../gateway/serve', () => ({ submitInProcess: jest.fn() }));

/** A contact form as a browser posts it without scripts, its first name left empty. */
function post(locale?: string): FormData {
  const data = new FormData();
  data.set(TARGET_FIELDS.form, 'contact');
  data.set(TARGET_FIELDS.page, '/fr/contact');
  data.set(TARGET_FIELDS.arm, 'educonnect');
  if (locale) data.set(TARGET_FIELDS.locale, locale);
  for (const [name, value] of Object.entries({
    firstName: '',
    lastName: 'Bello',
    email: 'not an address',
    phoneNumber: '+234 803 555 0101',
    message: 'Hello',
  }))
    data.set(name, value);
  return data;
}

describe('a form refused without scripts', () => {
  it('is answered in the language its page posted', async () => {
    expect((await submitWithoutScripts(null, post('fr')))?.errors).toEqual({
      firstName: 'Le champ «\u00a0Prénom\u00a0» est obligatoire',
      email: 'Le champ «\u00a0E-mail\u00a0» doit être une adresse e-mail valide',
    });
    expect((await submitWithoutScripts(null, post('ha')))?.errors).toEqual({
      firstName: 'Dole ne a cike “Sunan farko”',
      email: '“Imel” dole ya zama ingantaccen adireshin imel',
    });
  });

  it('is answered in English without a language, or with one the site does not speak', async () => {
    const english = { firstName: 'First name is required', email: 'Email must be a valid e-mail address' };
    expect((await submitWithoutScripts(null, post()))?.errors).toEqual(english);
    expect((await submitWithoutScripts(null, post('de')))?.errors).toEqual(english);
  });

  it('says in the page’s language that it could not be read', async () => {
    const data = post('fr');
    data.delete(TARGET_FIELDS.form);
    expect((await submitWithoutScripts(null, data))?.message).toBe(
      'Ce formulaire n’a pas pu être lu. Rechargez la page et réessayez.',
    );
  });
});

describe('a form sent without scripts', () => {
  /** The newsletter form of a page, as a browser posts it; `locale` is its page's `_locale` field. */
  function subscription(locale?: string): FormData {
    const data = new FormData();
    data.set(TARGET_FIELDS.form, 'subscribe');
    data.set(TARGET_FIELDS.page, '/ha/acn');
    data.set(TARGET_FIELDS.website, 'acn');
    if (locale) data.set(TARGET_FIELDS.locale, locale);
    data.set('email', 'Amina@Example.org');
    return data;
  }

  /** What the gateway was handed for one post: the body and the schema's value. */
  async function handed(data: FormData) {
    const send = jest.mocked(submitInProcess);
    send.mockReset();
    send.mockResolvedValue(Response.json({ success: true, data: 'Subscribed successfully' }, { status: 201 }));
    // Sent, the action answers with a redirect back to the page (which Next throws).
    await expect(submitWithoutScripts(null, data)).rejects.toThrow('NEXT_REDIRECT');
    const [route, body, , checked] = send.mock.calls[0]!;
    return { route, body, checked: (checked as { value: unknown } | undefined)?.value };
  }

  it('carries its page’s language, from the form’s `_locale` field, to what is stored', async () => {
    const { route, body, checked } = await handed(subscription('ha'));
    expect(route).toBe('/suscribe/addSuscriber');
    expect(body).toEqual({ email: 'amina@example.org', website: 'acn', locale: 'ha' });
    expect(checked).toEqual(body);
  });

  it('is English without a language, or with one the site does not speak', async () => {
    expect((await handed(subscription())).body).toMatchObject({ locale: 'en' });
    expect((await handed(subscription('de'))).body).toMatchObject({ locale: 'en' });
  });

  it('takes its language from `_locale` alone: a `locale` field posted beside it changes nothing', async () => {
    const data = subscription('fr');
    data.set('locale', 'ha');
    expect((await handed(data)).body).toMatchObject({ locale: 'fr' });
  });
});
