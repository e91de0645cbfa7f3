/*
 * Texts shown in more than one place. Kept apart from the components that show them, so that a page
 * or boundary can use one without loading a component's stylesheet (app/[locale]/error.tsx is preloaded with
 * every page).
 */

/** Content that could not be read: a section, a page, or a page that failed on the server. */
export const READ_ERROR = 'Something went wrong. Please try again later.';

/** What a section shows when its content cannot be read: the spec's texts (§8), each page keeping its own. */
export const ERROR_TEXT = {
  page: READ_ERROR,
  short: 'Something went wrong',
  teamMembers: 'Error Fetching Team Members. Try again Later!',
  faqs: 'Error Fetching Data!!!',
  event: 'Error Fetching Event. Try again Later!',
  acnPeople: 'Something went wrong. Please try again later!',
} as const;

/** What a section shows when it holds nothing yet: the spec's texts (§8). */
export const EMPTY_TEXT = {
  testimonials: 'No testimonials available.',
  testimonies: 'No testimonies available.',
  acnTestimonies: 'No testimony found!',
  teamMembers: 'No team members available.',
  groupTeam: 'No team members found',
  arewaTeam: 'There are no Team Members Available!!!',
  acnTeam: 'No Team member found!',
  ambassadors: 'No Ambassador found!',
  products: 'No products available',
  faqs: 'No Faq Data Available',
  news: 'No News Available',
  stories: 'No Stories Available',
  upcomingEvents: 'No Upcoming Events!!!',
  pastEvents: 'There are no Past Event Available!!!',
  gallery: 'No Gallery Found...',
} as const;
