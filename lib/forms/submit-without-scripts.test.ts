/** @jest-environment node */
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
      firstName: 'Le champ « Prénom » est obligatoire',
      email: 'Le champ « E-mail » doit être une adresse e-mail valide',
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
