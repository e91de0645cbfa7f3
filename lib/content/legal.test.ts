import { getTranslations } from 'next-intl/server';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { LEGAL_DATES, legalSections, PRIVACY, TERMS } from './legal';

/* The legal pages' words in each language: the same anchors, every section's text, the dates in the page's language. */

const sectionsIn = async (locale: Locale, page: 'terms' | 'privacy') => {
  const t = await getTranslations({ locale, namespace: `eduAfrica.${page}` });
  return legalSections(page === 'terms' ? TERMS : PRIVACY, (key) => t(`sections.${key}`));
};

describe('the legal pages', () => {
  it('keep the anchors that links name, in every language', async () => {
    for (const locale of LOCALES) {
      expect((await sectionsIn(locale, 'terms')).map((s) => s.id)).toEqual([
        'acceptance',
        'eligibility',
        'accounts',
        'courses',
        'fees',
        'payments',
        'conduct',
        'content',
        'liability',
        'law',
        'changes',
      ]);
      expect((await sectionsIn(locale, 'privacy')).map((s) => s.id)).toEqual([
        'who-we-are',
        'what-we-collect',
        'how-we-use',
        'children',
        'sharing',
        'retention',
        'your-rights',
        'security',
        'updates',
      ]);
    }
  });

  it('give each section a heading and its text in each language', async () => {
    for (const locale of LOCALES)
      for (const page of ['terms', 'privacy'] as const)
        for (const section of await sectionsIn(locale, page)) {
          expect(section.heading).not.toBe('');
          expect([...(section.paragraphs ?? []), ...(section.points ?? [])].length).toBeGreaterThan(0);
        }
    const accounts = (await sectionsIn('en', 'terms'))[2]!;
    expect(accounts.heading).toBe('Your account');
    expect(accounts.points).toEqual([
      'Give accurate information when you register.',
      'One person, one account: accounts may not be shared or sold.',
      'We may suspend an account that breaks these terms.',
    ]);
    expect((await sectionsIn('fr', 'privacy'))[6]!.heading).toBe('Vos droits');
    expect((await sectionsIn('ha', 'privacy'))[6]!.heading).toBe('Haƙƙoƙinku');
  });

  it('write the dates in the page’s language', async () => {
    const dates = async (locale: Locale) =>
      (await getTranslations({ locale, namespace: 'eduAfrica.legal' }))('dates', LEGAL_DATES);
    expect(await dates('en')).toBe('Effective January 1, 2025. Last updated August 1, 2025.');
    expect(await dates('fr')).toBe('Entrée en vigueur\u00a0: 1 janvier 2025. Dernière mise à jour\u00a0: 1 août 2025.');
    expect(await dates('ha')).toBe('Ranar fara aiki: 1 Janairu, 2025. An sabunta a ƙarshe: 1 Agusta, 2025.');
  });
});
