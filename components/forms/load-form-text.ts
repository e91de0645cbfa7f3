import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { asLocale, LANGUAGES } from '@/lib/i18n/locales';
import type { FormSection, FormText } from './form-text';

/**
 * The words a form needs, in the page's language, for the server component that renders it to hand
 * over: `<ContactForm text={await loadFormText('contact')} />`. Raw texts: the form fills their
 * `{…}` arguments itself, so no message formatter ships to the browser.
 */
export async function loadFormText<K extends FormSection>(...sections: K[]): Promise<FormText<K>> {
  const [t, current] = await Promise.all([getTranslations('forms'), getLocale()]);
  const locale = asLocale(current);
  const text: Record<string, unknown> = { locale, intl: LANGUAGES[locale].intl };
  for (const key of ['common', 'fields', 'validation', ...sections]) text[key] = t.raw(key);
  return text as FormText<K>;
}
