/*
 * Texts shown in more than one place. Kept apart from the components that show them, so that a page
 * or boundary can use one without loading a component's stylesheet (app/error.tsx is preloaded with
 * every page).
 */

/** Content that could not be read: a section, a page, or a page that failed on the server. */
export const READ_ERROR = 'Something went wrong. Please try again later.';
