import { newsletterFormSchema, translationFieldsSchema } from './console-schemas';

const english = { website: 'arewahub', subject: 'New beads', markdown: 'Our **beads** are back.' };

describe('a newsletter as the console sends it', () => {
  it('keeps a version in another language that has both its subject and its text', () => {
    const parsed = newsletterFormSchema.parse({
      ...english,
      subject_ha: ' Sabbin duwatsun ado ',
      markdown_ha: 'Duwatsun adonmu sun dawo.',
      subject_fr: '',
      markdown_fr: '',
    });
    expect(parsed).toEqual({
      ...english,
      translations: { ha: { subject: 'Sabbin duwatsun ado', markdown: 'Duwatsun adonmu sun dawo.' } },
    });
  });

  it('is English alone without other versions', () => {
    expect(newsletterFormSchema.parse(english).translations).toEqual({});
  });

  it('refuses a version with a subject and no text (or the reverse), naming the empty field', () => {
    const half = newsletterFormSchema.safeParse({
      ...english,
      subject_fr: 'Nouvelles perles',
      markdown_ha: 'Sun dawo.',
    });
    expect(half.success).toBe(false);
    expect(half.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['markdown_fr', 'Write this version’s text too, or empty its subject.'],
      ['subject_ha', 'Write this version’s subject too, or empty its text.'],
    ]);
  });
});

describe('a record’s translation as the console sends it', () => {
  it('is held to its language’s glossary and typography, each problem on its field', () => {
    const refused = translationFieldsSchema('faq', 'ha').safeParse({
      question: 'Ta yaya zan zama ɗan sa-kai?',
      answer: "Ku buɗe shafin 'Ku kasance tare da mu'.",
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['question', expect.stringMatching(/^The question: “ɗan sa-kai”: .*mai aikin sa-kai/)],
      ['answer', expect.stringMatching(/^The answer: “'”: .*typographic apostrophe/)],
    ]);
    const french = translationFieldsSchema('faq', 'fr').safeParse({ question: 'Comment adhérer ?', answer: '' });
    expect(french.error?.issues[0]?.message).toMatch(/no-break space/);
  });

  it('takes a translation that keeps to them, and an English-only check without a language', () => {
    expect(
      translationFieldsSchema('faq', 'ha').safeParse({ question: 'Ta yaya zan zama mai aikin sa-kai?', answer: '' })
        .success,
    ).toBe(true);
    expect(translationFieldsSchema('faq').safeParse({ question: 'x ɗan sa-kai', answer: '' }).success).toBe(true);
  });
});
