import type { z } from 'zod';
import {
  eventFormSchema,
  faqFormSchema,
  memberFormSchema,
  newStaffSchema,
  newsletterFormSchema,
  postFormSchema,
  productFormSchema,
  replyFormSchema,
  translationFieldsSchema,
} from './console-schemas';

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

describe('what staff type, refused as the bearer API refuses it', () => {
  const valid: [string, z.ZodType, Record<string, unknown>][] = [
    [
      'an event',
      eventFormSchema(() => true),
      {
        name: 'Book fair',
        date: '2026-12-05',
        time: '9:00 AM WAT',
        location: 'Kano',
        speakers: 'Amina Bello',
        registerUrl: '',
        description: 'Books for every reader.',
        schedule: '9:00 Opening',
        published: true,
      },
    ],
    [
      'a post',
      postFormSchema,
      {
        kind: 'news',
        title: 'Wells',
        caption: 'Two new wells.',
        markdown: 'Text',
        categories: 'Water',
        writers: 'Ada',
      },
    ],
    [
      'a product',
      productFormSchema,
      { name: 'Beads', form: 'bead', price: '4500', stock: '3', description: 'Red beads.', published: true },
    ],
    ['an FAQ', faqFormSchema, { site: 'acn', question: 'Who?', answer: 'Us.', order: '1', published: true }],
    [
      'a team member',
      memberFormSchema,
      {
        team: 'acn',
        firstName: 'Ada',
        lastName: 'Obi',
        position: 'Lead',
        bio: 'Teacher.',
        country: 'Ghana',
        twitterHandle: 'ada',
        linkedinHandle: 'ada',
        instagramHandle: 'ada',
        order: '1',
        published: true,
      },
    ],
    [
      'a translation',
      translationFieldsSchema('post'),
      { title: 'Rijiyoyi', caption: 'Biyu', post: 'Rubutu', imageAlt: 'Rijiya' },
    ],
    ['a newsletter', newsletterFormSchema, { ...english, subject_fr: 'Perles', markdown_fr: 'Elles sont là.' }],
    ['a reply', replyFormSchema, { id: '0123456789abcdef01234567', body: 'Thank you.' }],
    ['a staff account', newStaffSchema(['admin']), { email: 'ada@example.org', name: 'Ada', role: 'admin' }],
  ];

  it.each(valid)('takes %s as the console sends it', (_what, schema, input) => {
    expect(schema.safeParse(input).error?.issues).toBeUndefined();
  });

  it.each(valid)(
    'refuses %s with NUL, a text-direction mark or half a character in any text field',
    (_what, schema, input) => {
      const fields = Object.entries(input).filter(
        ([name, value]) => typeof value === 'string' && name !== 'email' && name !== 'id',
      );
      expect(fields.length).toBeGreaterThan(0);
      for (const [name, value] of fields)
        for (const bad of ['\u0000', '\u202E', '\uD800']) {
          const result = schema.safeParse({ ...input, [name]: `${value as string}${bad}x` });
          const issue = result.error?.issues.find((i) => i.path[0] === name);
          // Fields chosen from a list (a kind, a site, a role) refuse it as not one of the list.
          if (
            [
              'kind',
              'site',
              'website',
              'team',
              'form',
              'role',
              'date',
              'price',
              'stock',
              'order',
              'registerUrl',
            ].includes(name)
          )
            expect(result.success).toBe(false);
          else
            expect(issue?.message).toMatch(
              /holds a control character, a hidden text-direction mark or half a character/,
            );
        }
    },
  );
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

  it('holds it to the glossary’s term for what the record’s English names', () => {
    const english = { question: 'How do I become a volunteer?', answer: 'Write to us.' };
    const refused = translationFieldsSchema('faq', 'ha', english).safeParse({
      question: 'Ta yaya zan shiga aikin taimako?',
      answer: 'Ku rubuto mana.',
    });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['question', expect.stringMatching(/^The question: the English names a volunteer: write “mai aikin sa-kai/)],
    ]);
    const kept = translationFieldsSchema('faq', 'ha', english).safeParse({
      question: 'Ta yaya zan zama mai aikin sa-kai?',
      answer: '',
    });
    expect(kept.success).toBe(true);
  });

  it('takes a translation that keeps to them, and an English-only check without a language', () => {
    expect(
      translationFieldsSchema('faq', 'ha').safeParse({ question: 'Ta yaya zan zama mai aikin sa-kai?', answer: '' })
        .success,
    ).toBe(true);
    expect(translationFieldsSchema('faq').safeParse({ question: 'x ɗan sa-kai', answer: '' }).success).toBe(true);
  });
});
