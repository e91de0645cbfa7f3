/*
 * The pages whose every word of their own is in each language's catalogs, as English addresses them.
 * Such a page is indexed in every language with a full set of hreflang alternates, and the sitemap
 * lists it in each; any other page in French or Hausa is noindex, its canonical the English page.
 * A page joins this list when its copy is translated (TRANSLATIONS.md); the records it shows are
 * marked by their own language.
 */
export const TRANSLATED_PATHS: ReadonlySet<string> = new Set<string>([
  // The group.
  '/',
  '/contact',
  '/faq',
  '/feedback',
  '/join-us',
  '/teams',
  '/events',
  '/code-of-conduct',
  '/bye-laws',

  // Edu Africa.
  '/edu-africa/home',
  '/edu-africa/about',
  '/edu-africa/team',
  '/edu-africa/products',
  '/edu-africa/contact',
  '/edu-africa/waitlist',
  '/edu-africa/terms',
  '/edu-africa/privacy',

  // Arewa Hub.
  '/arewa-hub/home',
  '/arewa-hub/about',
  '/arewa-hub/team',
  '/arewa-hub/products',
  '/arewa-hub/contact',
  '/arewa-hub/join',

  // African Child Network.
  '/acn/home',
  '/acn/about',
  '/acn/about/acn-ambassadors',
  '/acn/about/acn-news',
  '/acn/about/acn-team-members',
  '/acn/about/annual-report',
  '/acn/about/at-a-glance',
  '/acn/about/diversity',
  '/acn/about/our-results',
  '/acn/about/our-stories',
  '/acn/about/our-strategies',
  '/acn/how-to-help/donate',
  '/acn/latest/media-center',
  '/acn/partner',
  '/acn/what-we-do/economic',
  '/acn/what-we-do/education',
  '/acn/what-we-do/evidence',
  '/acn/what-we-do/health',
  '/acn/what-we-do/reports',
]);
