import { newsletterFormSchema } from './console-schemas';

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
