import { CRAFT_FILE_TYPES } from '@/lib/api/constants';
import type { FieldSpec } from './content-form';

/* What each kind of content's form asks for, in order (ContentForm lays them out). */

/** A picture to upload; one already there is kept unless a file is chosen. */
export const picture = (replaces: string | null): FieldSpec => ({
  name: 'picture',
  label: 'Picture',
  type: 'file',
  accept: CRAFT_FILE_TYPES.join(','),
  hint: `${replaces ? `Choose a file only to replace ${replaces}. ` : ''}JPEG, PNG or WebP, at most 5 MB.`,
});

/**
 * A picture to upload and what it shows, for people who cannot see it: its description (the alt text),
 * required with a picture unless the picture is ticked as only decorating.
 */
export const pictureFields = (replaces: string | null): FieldSpec[] => [
  picture(replaces),
  {
    name: 'pictureAlt',
    label: 'What the picture shows',
    hint: 'One sentence for people who cannot see it, such as “Pupils reading under a mango tree in Kano”. Required with a picture.',
  },
  { name: 'pictureDecorative', label: 'The picture only decorates: it shows nothing a reader needs', type: 'checkbox' },
];

/** The picture fields' values for a record: its description, or its decorative tick. */
export const pictureValues = (alt: string | null) => ({
  pictureAlt: alt ?? '',
  pictureDecorative: alt === '' ? 'yes' : '',
});

/** The gallery's descriptions for an event's form, one line each, or its decorative tick. */
export function galleryValues(galleryJson: string, altsJson: string) {
  const alts = JSON.parse(altsJson) as string[];
  const decorative = (JSON.parse(galleryJson) as string[]).length > 0 && alts.length > 0 && alts.every((a) => a === '');
  return { galleryAlts: decorative ? '' : alts.join('\n'), galleryDecorative: decorative ? 'yes' : '' };
}

/** The hidden field that tells the save the record has a picture already (its description is then required). */
export const hadPicture = (image: string | null) => ({ hadPicture: image ? 'yes' : undefined });

/** A list's place and visibility. */
const PLACEMENT: FieldSpec[] = [
  { name: 'order', label: 'Order', type: 'number', hint: 'Lower numbers are shown first.' },
  { name: 'published', label: 'Shown on the site', type: 'checkbox' },
];

export const postFields = (hasPicture: boolean): FieldSpec[] => [
  { name: 'title', label: 'Title' },
  { name: 'caption', label: 'Caption', hint: 'One or two sentences, shown under the title and in lists.' },
  { name: 'categories', label: 'Categories', hint: 'Separated by commas, such as Education, Health.' },
  { name: 'writers', label: 'Writers', hint: 'Separated by commas.' },
  ...pictureFields(hasPicture ? 'the picture it has' : null),
  {
    name: 'markdown',
    label: 'Text',
    type: 'textarea',
    rows: 14,
    hint: 'Markdown: a blank line between paragraphs, **bold**, *italic*, ## a heading, - a list item, [a link](https://example.org).',
  },
];

export const FAQ_FIELDS: FieldSpec[] = [
  { name: 'question', label: 'Question' },
  { name: 'answer', label: 'Answer', type: 'textarea' },
  ...PLACEMENT,
];

export const memberFields = (hasPicture: boolean): FieldSpec[] => [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'position', label: 'Position' },
  { name: 'country', label: 'Country' },
  { name: 'bio', label: 'Bio', type: 'textarea' },
  ...pictureFields(hasPicture ? 'the picture they have' : null),
  { name: 'linkedinHandle', label: 'LinkedIn handle', hint: 'The part after linkedin.com/in/.' },
  { name: 'twitterHandle', label: 'X handle', hint: 'Without the @.' },
  { name: 'instagramHandle', label: 'Instagram handle', hint: 'Without the @.' },
  ...PLACEMENT,
];

export const productFields = (hasPicture: boolean): FieldSpec[] => [
  { name: 'name', label: 'Name' },
  {
    name: 'form',
    label: 'Kind',
    type: 'select',
    options: [
      ['book', 'Book'],
      ['bead', 'Beads'],
    ],
  },
  { name: 'price', label: 'Price (naira)', hint: 'Such as 4500 or 4500.50.' },
  { name: 'stock', label: 'In stock', type: 'number', hint: 'How many can still be ordered.' },
  ...pictureFields(hasPicture ? 'the picture it has' : null),
  { name: 'description', label: 'Description', type: 'textarea', rows: 8, hint: 'Markdown, as for news items.' },
  { name: 'published', label: 'Shown in the shop', type: 'checkbox' },
];

export const eventFields = (hasPicture: boolean): FieldSpec[] => [
  { name: 'name', label: 'Name' },
  { name: 'date', label: 'Date', type: 'date' },
  {
    name: 'time',
    label: 'Time',
    hint: 'With its zone, as it should read: 9:00 AM GMT, 2:00 PM WAT, or a range such as 9:00 AM - 5:00 PM WAT.',
  },
  { name: 'location', label: 'Place' },
  { name: 'speakers', label: 'Speakers', hint: 'Separated by commas.' },
  {
    name: 'registerUrl',
    label: 'Registration address',
    type: 'url',
    hint: 'An https:// address; leave empty if there is none.',
  },
  ...pictureFields(hasPicture ? 'the picture it has' : null),
  {
    name: 'gallery',
    label: 'Gallery',
    type: 'file',
    multiple: true,
    accept: CRAFT_FILE_TYPES.join(','),
    hint: 'Up to six pictures, each JPEG, PNG or WebP of at most 5 MB; choosing pictures here replaces the gallery.',
  },
  {
    name: 'galleryAlts',
    label: 'What the gallery’s pictures show',
    type: 'textarea',
    rows: 4,
    hint: 'One line for each picture, in the order chosen, for people who cannot see them. Required with new gallery pictures.',
  },
  { name: 'galleryDecorative', label: 'The gallery’s pictures only decorate', type: 'checkbox' },
  { name: 'description', label: 'Description', type: 'textarea', rows: 8, hint: 'Markdown, as for news items.' },
  {
    name: 'schedule',
    label: 'Schedule',
    type: 'textarea',
    rows: 6,
    hint: 'Markdown: a list such as "- **9:00** Opening address".',
  },
  { name: 'published', label: 'Shown on the site', type: 'checkbox' },
];
