import type { FieldSpec } from './content-form';

/* What each kind of content's form asks for, in order (ContentForm lays them out). */

/** A picture to upload; one already there is kept unless a file is chosen. */
export const picture = (replaces: string | null): FieldSpec => ({
  name: 'picture',
  label: 'Picture',
  type: 'file',
  accept: 'image/jpeg,image/png,image/webp',
  hint: `${replaces ? `Choose a file only to replace ${replaces}. ` : ''}JPEG, PNG or WebP, at most 5 MB.`,
});

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
  picture(hasPicture ? 'the picture it has' : null),
  {
    name: 'markdown',
    label: 'Text',
    type: 'textarea',
    rows: 14,
    hint: 'Markdown: a blank line between paragraphs, **bold**, *italic*, ## a heading, - a list item, [a link](https://example.org).',
  },
];

export const FAQ_FIELDS: FieldSpec[] = [{ name: 'question', label: 'Question' }, { name: 'answer', label: 'Answer', type: 'textarea' }, ...PLACEMENT];

export const memberFields = (hasPicture: boolean): FieldSpec[] => [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'position', label: 'Position' },
  { name: 'country', label: 'Country' },
  { name: 'bio', label: 'Bio', type: 'textarea' },
  picture(hasPicture ? 'the picture they have' : null),
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
  picture(hasPicture ? 'the picture it has' : null),
  { name: 'description', label: 'Description', type: 'textarea', rows: 8, hint: 'Markdown, as for news items.' },
  { name: 'published', label: 'Shown in the shop', type: 'checkbox' },
];

export const eventFields = (hasPicture: boolean): FieldSpec[] => [
  { name: 'name', label: 'Name' },
  { name: 'date', label: 'Date', type: 'date' },
  { name: 'time', label: 'Time', hint: 'With its zone, as it should read: 9:00 AM GMT, 2:00 PM WAT, or a range such as 9:00 AM - 5:00 PM WAT.' },
  { name: 'location', label: 'Place' },
  { name: 'speakers', label: 'Speakers', hint: 'Separated by commas.' },
  { name: 'registerUrl', label: 'Registration address', type: 'url', hint: 'An https:// address; leave empty if there is none.' },
  picture(hasPicture ? 'the picture it has' : null),
  {
    name: 'gallery',
    label: 'Gallery',
    type: 'file',
    multiple: true,
    accept: 'image/jpeg,image/png,image/webp',
    hint: 'Up to six pictures, each JPEG, PNG or WebP of at most 5 MB; choosing pictures here replaces the gallery.',
  },
  { name: 'description', label: 'Description', type: 'textarea', rows: 8, hint: 'Markdown, as for news items.' },
  { name: 'schedule', label: 'Schedule', type: 'textarea', rows: 6, hint: 'Markdown: a list such as "- **9:00** Opening address".' },
  { name: 'published', label: 'Shown on the site', type: 'checkbox' },
];
