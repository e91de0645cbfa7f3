import { setTestLocale } from '@/tests/support/next-intl-server';
import { localizedMetadata, recordMetadata } from './metadata';

/* A record's page in each language: indexed where the record reads wholly in it, with the same alternates on each. */

const page = {
  title: 'Une nouvelle école',
  description: 'Ouverte à Kano.',
  path: '/acn/about/acn-news/n1',
  ownImage: true,
};
const everyOne = {
  en: '/acn/about/acn-news/n1',
  fr: '/fr/acn/about/acn-news/n1',
  'x-default': '/acn/about/acn-news/n1',
};

describe('recordMetadata', () => {
  it('indexes a page in a language its record is wholly translated into, at its own address', async () => {
    setTestLocale('fr');
    const meta = await recordMetadata(page, ['fr']);
    expect(meta.robots).toEqual({ index: true, follow: true });
    expect(meta.alternates?.canonical).toBe('/fr/acn/about/acn-news/n1');
    expect(meta.alternates?.languages).toEqual(everyOne);
    expect(meta.openGraph).toMatchObject({
      url: '/fr/acn/about/acn-news/n1',
      locale: 'fr_FR',
      alternateLocale: ['en_GB'],
    });
  });

  it('names the same alternates on the English page', async () => {
    const meta = await recordMetadata(page, ['fr']);
    expect(meta.alternates?.canonical).toBe('/acn/about/acn-news/n1');
    expect(meta.alternates?.languages).toEqual(everyOne);
    expect(meta.openGraph).toMatchObject({ locale: 'en_GB', alternateLocale: ['fr_FR'] });
  });

  it('lists every language the record is translated into, in the languages’ order', async () => {
    setTestLocale('ha');
    const meta = await recordMetadata(page, ['ha', 'fr']);
    expect(meta.alternates?.languages).toEqual({ ...everyOne, ha: '/ha/acn/about/acn-news/n1' });
    expect(meta.openGraph).toMatchObject({ locale: 'ha_NG', alternateLocale: ['en_GB', 'fr_FR'] });
  });

  it('keeps a page in a language its record is not wholly translated into on its English page, without alternates', async () => {
    setTestLocale('ha');
    const meta = await recordMetadata(page, ['fr']);
    expect(meta.robots).toBeUndefined();
    expect(meta.alternates?.canonical).toBe('/acn/about/acn-news/n1');
    expect(meta.alternates?.languages).toBeUndefined();
    expect(meta.openGraph).toMatchObject({ url: '/acn/about/acn-news/n1', locale: 'en_GB' });
  });

  it('gives an untranslated record’s English page no alternates', async () => {
    const meta = await recordMetadata(page, []);
    expect(meta.alternates?.languages).toBeUndefined();
    expect(meta.alternates?.canonical).toBe('/acn/about/acn-news/n1');
  });
});

describe('localizedMetadata', () => {
  it('still gives a translated fixed page every language', async () => {
    setTestLocale('fr');
    const meta = await localizedMetadata({ title: 'FAQ', description: 'Questions.', path: '/faq' });
    expect(meta.alternates?.languages).toEqual({ en: '/faq', fr: '/fr/faq', ha: '/ha/faq', 'x-default': '/faq' });
    expect(meta.alternates?.canonical).toBe('/fr/faq');
  });
});
