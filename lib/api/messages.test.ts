import type { z } from 'zod';
import fr from '../../messages/fr/forms.json';
import ha from '../../messages/ha/forms.json';
import { craftFileProblems } from './craft-files';
import { ENGLISH_MESSAGES, FIELD, keyOf, message, type MessageTable, translateMessage } from './messages';
import * as s from './schemas';

const FRENCH: MessageTable = { intl: 'fr-FR', validation: fr.validation, fields: fr.fields };
const HAUSA: MessageTable = { intl: 'ha-NG', validation: ha.validation, fields: ha.fields };

/**
 * The forms' schemas and the staff writes built on the same helpers. (A subscriber's token comes from an
 * e-mail's link, never typed: only its length has a message of the schemas, checked below.)
 */
const SCHEMAS: Record<string, z.ZodType> = {
  subscribe: s.subscribeSchema,
  contact: s.contactSchema,
  enquiry: s.enquirySchema,
  testimony: s.testimonySubmitSchema,
  donation: s.donationSchema,
  volunteer: s.volunteerSchema,
  member: s.memberSchema,
  champion: s.championSchema,
  order: s.orderSchema,
  craftMember: s.craftMemberSchema,
  testimonyStatus: s.testimonyStatusSchema,
  teamMember: s.teamMemberInputSchema,
  faq: s.faqInputSchema,
};

/** Values that break each kind of rule: missing, not text, empty, too long, unsafe, half a character, malformed. */
const BAD_VALUES: unknown[] = [
  undefined,
  42,
  '',
  'x'.repeat(6000),
  'a\u0000b',
  'a\uD800b',
  'not an address',
  'javascript:alert(1)',
  [],
  [{ id: '', quantity: 0 }],
  Array.from({ length: 51 }, () => ({ id: 'p', quantity: 1 })),
];

/** Every message the schemas give for the bad values, field by field. */
function schemaMessages(): Set<string> {
  const messages = new Set<string>();
  for (const schema of Object.values(SCHEMAS)) {
    const shape = (schema as z.ZodObject).shape as Record<string, unknown>;
    for (const field of Object.keys(shape))
      for (const value of BAD_VALUES) {
        const result = schema.safeParse({ [field]: value });
        if (!result.success) for (const issue of result.error.issues) messages.add(issue.message);
      }
  }
  const file = (name: string, type: string, size = 10) => ({ name, type, size });
  for (const problem of [
    ...craftFileProblems([file('a.png', 'image/png'), file('b.png', 'image/png')], FIELD.certificateImage, 1),
    ...craftFileProblems(
      Array.from({ length: 7 }, () => file('c.png', 'image/png')),
      FIELD.artworkGallery,
      6,
    ),
    ...craftFileProblems([file('d.gif', 'image/gif')], FIELD.artworkGallery, 6),
    ...craftFileProblems([file('e.png', 'image/png', 6 * 1024 * 1024)], FIELD.artworkGallery, 6),
  ])
    messages.add(problem);
  for (const issue of s.subscriptionTokenSchema.safeParse({ token: 'x'.repeat(201) }).error!.issues)
    messages.add(issue.message);
  return messages;
}

describe('the forms’ messages', () => {
  it('stay in English as the schemas give them to the API', () => {
    const messages = schemaMessages();
    for (const english of [
      'First name is required',
      'Email must be a valid e-mail address',
      'Message must be at most 5000 characters',
      'Quantity must be a whole number from 1 to 1,000',
      'Website must be one of educonnect, eduafrica, arewahub, acn, eduafricawaitlist',
      'You must commit to representing Edu Connect Africa positively and responsibly.',
      'Certificate image: choose at most 1 image',
      'Artwork gallery: “d.gif” must be a JPEG, PNG or WebP image',
    ])
      expect(messages).toContain(english);
    expect(s.contactSchema.safeParse({}).error?.issues.map((i) => i.message)).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Message is required',
    ]);
  });

  it('each have a key in the catalog, with a field the catalog names', () => {
    const messages = [...schemaMessages(), message('fileAgain'), message('unreadable')];
    expect(messages.length).toBeGreaterThan(40);
    expect(messages.filter((m) => keyOf(m) === null)).toEqual([]);
    // And every key of the catalog is a message the schemas or the form action give.
    expect(new Set(messages.map((m) => keyOf(m)?.key)).size).toBe(Object.keys(ENGLISH_MESSAGES.validation).length);
    for (const m of messages) expect(translateMessage(m, ENGLISH_MESSAGES)).toBe(m);
  });

  it('are shown in French and in Hausa for a bad input', () => {
    const [required] = s.contactSchema.safeParse({ firstName: '' }).error!.issues;
    expect(translateMessage(required!.message, FRENCH)).toBe('Le champ «\u00a0Prénom\u00a0» est obligatoire');
    expect(translateMessage(required!.message, HAUSA)).toBe('Dole ne a cike “Sunan farko”');

    const email = s.subscribeSchema.safeParse({ email: 'nope', website: 'acn' }).error!.issues[0]!.message;
    expect(translateMessage(email, FRENCH)).toBe('Le champ «\u00a0E-mail\u00a0» doit être une adresse e-mail valide');
    expect(translateMessage(email, HAUSA)).toBe('“Imel” dole ya zama ingantaccen adireshin imel');

    // Numbers are written as the language writes them.
    const quantity = s.orderSchema.shape.quantity.safeParse('0').error!.issues[0]!.message;
    expect(translateMessage(quantity, FRENCH)).toBe(
      `La quantité doit être un nombre entier de 1 à ${new Intl.NumberFormat('fr-FR').format(1000)}`,
    );
  });

  it('are all written in French and Hausa, none left in English', () => {
    for (const m of schemaMessages()) {
      expect(translateMessage(m, FRENCH)).not.toBe(m);
      expect(translateMessage(m, HAUSA)).not.toBe(m);
    }
  });

  it('leave a reply of no key as the server wrote it', () => {
    expect(keyOf('Too many requests')).toBeNull();
    expect(translateMessage('Too many requests', FRENCH)).toBe('Too many requests');
    // A field the catalog does not name is not a message of its key.
    expect(keyOf('Colour is required')).toBeNull();
  });
});
