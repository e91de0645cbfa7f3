/*
 * Texts shown in more than one place, as keys of the `states` catalog (messages/<locale>/states.json).
 * Pages hand them to the shared components (components/ui/states.tsx, the team, FAQ, testimonial and event
 * lists), which show them in the page's language; a text that is not one of these keys is shown as it is.
 * Kept apart from the components that show them, so that a page can name one without loading a
 * component's stylesheet.
 */

/** Content that could not be read: a section, a page, or a page that failed on the server. */
export const READ_ERROR = 'readError';

/** What a section shows when its content cannot be read: the spec's texts (§8), each page keeping its own. */
export const ERROR_TEXT = {
  page: READ_ERROR,
  short: 'error.short',
  teamMembers: 'error.teamMembers',
  faqs: 'error.faqs',
  event: 'error.event',
  acnPeople: 'error.acnPeople',
} as const;

/** What a section shows when it holds nothing yet: the spec's texts (§8). */
export const EMPTY_TEXT = {
  testimonials: 'empty.testimonials',
  testimonies: 'empty.testimonies',
  acnTestimonies: 'empty.acnTestimonies',
  teamMembers: 'empty.teamMembers',
  groupTeam: 'empty.groupTeam',
  arewaTeam: 'empty.arewaTeam',
  acnTeam: 'empty.acnTeam',
  ambassadors: 'empty.ambassadors',
  products: 'empty.products',
  faqs: 'empty.faqs',
  news: 'empty.news',
  stories: 'empty.stories',
  upcomingEvents: 'empty.upcomingEvents',
  pastEvents: 'empty.pastEvents',
  gallery: 'empty.gallery',
} as const;

/** A key of the `states` catalog: one of the texts above. */
export type StateKey =
  typeof READ_ERROR | (typeof ERROR_TEXT)[keyof typeof ERROR_TEXT] | (typeof EMPTY_TEXT)[keyof typeof EMPTY_TEXT];

const STATE_KEYS: ReadonlySet<string> = new Set([
  READ_ERROR,
  ...Object.values(ERROR_TEXT),
  ...Object.values(EMPTY_TEXT),
]);

/** Whether a text handed to a state is one of the keys above (to be translated) rather than words of its own. */
export const isStateKey = (text: string): text is StateKey => STATE_KEYS.has(text);
