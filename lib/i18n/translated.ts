/*
 * The pages whose every word of their own is in each language's catalogs, as English addresses them.
 * Such a page is indexed in every language with a full set of hreflang alternates, and the sitemap
 * lists it in each; any other page in French or Hausa is noindex, its canonical the English page.
 * A page joins this list when its copy is translated (TRANSLATIONS.md); the records it shows are
 * marked by their own language.
 */
export const TRANSLATED_PATHS: ReadonlySet<string> = new Set<string>([
  // The group.

  // Edu Africa.
  '/edu-africa/home',
  '/edu-africa/about',
  '/edu-africa/team',
  '/edu-africa/products',
  '/edu-africa/contact',
  '/edu-africa/waitlist',

  // Arewa Hub.
  '/arewa-hub/home',
  '/arewa-hub/about',
  '/arewa-hub/team',
  '/arewa-hub/products',
  '/arewa-hub/contact',
  '/arewa-hub/join',

  // African Child Network.
]);
