import { getTranslations } from 'next-intl/server';
import { LANGUAGES } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/seo/metadata';
import type { CountdownUnit, CountdownWords } from './countdown';

/** Counts that fall in every plural form a language has (zero, one, two, few, many, other). */
const SAMPLES = [0, 1, 2, 3, 4, 5, 6, 7, 11, 21, 100, 1_000_000];

/** A number as a message writes it, with its group separators: what is left of a count's text is the unit's name. */
const NUMBER = /\p{Nd}[\p{Nd}\s.,]*/u;

/**
 * The countdown's words in the page's language. Each unit is a plural message of the `ui` catalog
 * (`{count, plural, one {# jour} other {# jours}}`); the browser, which carries no message formatter, is
 * handed the unit's name for each plural form of the language, the number taken out.
 */
export async function countdownWords(): Promise<CountdownWords> {
  const t = await getTranslations('ui.events.countdown');
  const intl = LANGUAGES[await pageLocale()].intl;
  const rules = new Intl.PluralRules(intl);
  const forms = (unit: CountdownUnit) =>
    Object.fromEntries(
      rules.resolvedOptions().pluralCategories.flatMap((category) => {
        const count = SAMPLES.find((n) => rules.select(n) === category);
        return count === undefined ? [] : [[category, t(unit, { count }).replace(NUMBER, '').trim()]];
      }),
    );
  return {
    heading: t('heading'),
    intl,
    units: { days: forms('days'), hours: forms('hours'), minutes: forms('minutes'), seconds: forms('seconds') },
  };
}
