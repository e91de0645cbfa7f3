import type { EventItem, FaqItem, NewsItem } from '../api/schemas';
import { inLanguage, isWhollyTranslated, recordPath, translatedLocales } from './in-language';

const faq: FaqItem = {
  _id: 'f1',
  question: 'Who can join?',
  answer: 'Anyone over sixteen.',
  translations: {
    fr: { question: 'Qui peut adhérer ?', answer: 'Toute personne de plus de seize ans.' },
    ha: { question: 'Wa zai iya shiga?' },
  },
};

const news = {
  _id: 'n1',
  id: 'n1',
  title: 'A new school',
  caption: 'Opened in Kano',
  post: '<p>The school opened.</p>',
  image: undefined,
  imageAlt: '',
  writers: [],
  writerImage: undefined,
  category: ['Education'],
  translations: { fr: { title: 'Une nouvelle école', caption: 'Ouverte à Kano', post: '<p>L’école a ouvert.</p>' } },
} satisfies NewsItem;

describe('inLanguage', () => {
  it('leaves a record as it is on an English page, nothing marked', () => {
    const shown = inLanguage('faq', faq, 'en');
    expect(shown.record).toBe(faq);
    expect(shown.lang).toEqual({ question: undefined, answer: undefined });
    expect(shown).toMatchObject({ whole: true, language: 'en', fixed: undefined });
  });

  it('puts a wholly translated record’s fields in place, none marked English', () => {
    const shown = inLanguage('faq', faq, 'fr');
    expect(shown.record.question).toBe('Qui peut adhérer ?');
    expect(shown.record.answer).toBe('Toute personne de plus de seize ans.');
    expect(shown.lang).toEqual({ question: undefined, answer: undefined });
    expect(shown).toMatchObject({ whole: true, language: 'fr', fixed: 'en' });
    expect(shown.meta).toBe(shown.record);
    expect(recordPath(shown, '/faq')).toBe('/fr/faq');
  });

  it('marks only the fields still in English of a partly translated record', () => {
    const shown = inLanguage('faq', faq, 'ha');
    expect(shown.record.question).toBe('Wa zai iya shiga?');
    expect(shown.record.answer).toBe('Anyone over sixteen.');
    expect(shown.lang).toEqual({ question: undefined, answer: 'en' });
    expect(shown).toMatchObject({ whole: false, language: 'en' });
    // Its page's title and card stay English's, like its canonical address.
    expect(shown.meta).toBe(faq);
    expect(recordPath(shown, '/faq')).toBe('/faq');
  });

  it('marks every field of a record with no translation, and leaves its text English', () => {
    const plain: FaqItem = { question: 'Q', answer: 'A' };
    const shown = inLanguage('faq', plain, 'fr');
    expect(shown.record).toEqual(plain);
    expect(shown.lang).toEqual({ question: 'en', answer: 'en' });
    expect(shown.whole).toBe(false);
  });

  it('asks no translation of a field without English text (a decorative picture’s empty description)', () => {
    const shown = inLanguage('post', news, 'fr');
    expect(shown.whole).toBe(true);
    expect(shown.lang.imageAlt).toBeUndefined();
    expect(shown.record.post).toBe('<p>L’école a ouvert.</p>');
  });

  it('takes an empty or blank translation for none', () => {
    const blank: FaqItem = { question: 'Q', answer: 'A', translations: { fr: { question: 'Question', answer: '  ' } } };
    const shown = inLanguage('faq', blank, 'fr');
    expect(shown.record.answer).toBe('A');
    expect(shown.lang.answer).toBe('en');
    expect(shown.whole).toBe(false);
  });

  it('keeps the fields no one translates as they are', () => {
    const event = {
      eventId: 'EVT1',
      eventName: 'Reading day',
      eventDate: '2030-01-01',
      eventTime: '10:00',
      location: 'Kano, Nigeria',
      speakers: ['Amina Bello'],
      eventDescription: 'Books for all.',
      image: undefined,
      registerUrl: undefined,
      eventGallery: [],
      schedule: '',
      translations: { fr: { eventName: 'Journée de lecture', eventDescription: 'Des livres pour tous.' } },
    } satisfies EventItem;
    const shown = inLanguage('event', event, 'fr');
    expect(shown.record).toMatchObject({ eventName: 'Journée de lecture', location: 'Kano, Nigeria' });
    expect(shown.record.speakers).toEqual(['Amina Bello']);
    // No schedule and no picture description in English: nothing more to translate.
    expect(shown.whole).toBe(true);
  });
});

describe('translatedLocales and isWhollyTranslated', () => {
  it('name the languages a record reads wholly in', () => {
    expect(translatedLocales('faq', faq)).toEqual(['fr']);
    expect(translatedLocales('post', news)).toEqual(['fr']);
    expect(translatedLocales('faq', { question: 'Q', answer: 'A' })).toEqual([]);
    expect(isWhollyTranslated('faq', faq, 'en')).toBe(true);
    expect(isWhollyTranslated('faq', faq, 'ha')).toBe(false);
  });
});

describe('a testimony written on another language’s page', () => {
  const hausa = { testimony: 'Makarantar ta canza rayuwar ’yata.', language: 'ha' };

  it('is marked with the language it was written in on an English page and on a French one', () => {
    expect(inLanguage('testimony', hausa, 'en').lang.testimony).toBe('ha');
    expect(inLanguage('testimony', hausa, 'fr').lang.testimony).toBe('ha');
  });

  it('is not marked on a page in its own language, and reads wholly in it', () => {
    const shown = inLanguage('testimony', hausa, 'ha');
    expect([shown.lang.testimony, shown.whole]).toEqual([undefined, true]);
  });

  it('is not marked where it is translated into the page’s language', () => {
    const translated = { ...hausa, translations: { fr: { testimony: 'L’école a changé la vie de ma fille.' } } };
    const shown = inLanguage('testimony', translated, 'fr');
    expect([shown.record.testimony, shown.lang.testimony]).toEqual(['L’école a changé la vie de ma fille.', undefined]);
  });
});
