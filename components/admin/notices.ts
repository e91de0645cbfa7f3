/**
 * What a console page says when one of its forms came back with a value its own pages never send
 * (changed by hand, or from an old page): nothing was changed, and the form says so instead of a 500.
 */
export const INVALID_NOTICE = 'Nothing was changed: that form could not be read. Reload the page and try again.';
