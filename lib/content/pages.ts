/*
 * Every page of the public site (app/[locale]), once, by its English address: the one table the rest reads.
 * The languages' indexing and the sitemap's hreflang (TRANSLATED_PATHS, read by lib/seo/metadata.ts), the
 * sitemap and nginx's purge after a staff write (LISTED_PATHS, read by lib/queries/public-pages.ts), the
 * searches proxy.ts sends on (SEARCH_ROUTES, lib/content/searches.ts) and each page's own address in its
 * metadata (`path: PAGES.faq.path`) all come from here, so a page added here is in each of them.
 * tests/pages.test.ts fails when a page of app/[locale] is missing here, or a row here has no page.
 * proxy.ts's matcher is written out (Next reads it at build); tests/proxy.test.ts checks it against `search`.
 */

export interface Page {
  /**
   * The page's address, as English has it: its folder under app/[locale], route groups left out. A segment
   * in brackets is a record's id or a list's key, as the folder names it (`[id]`).
   */
  readonly path: string;
  /**
   * Every word of its own is in each language's catalogs (TRANSLATIONS.md): it is indexed in every language
   * with a full set of hreflang alternates, and the sitemap lists it in each; any other page in French or Hausa
   * is noindex, its canonical the English page. A record's page is indexed by its record's languages instead.
   */
  readonly translated?: boolean;
  /**
   * A fixed page of its own for search engines: the sitemap lists it, and nginx's copies of it are purged
   * after a staff write that expired a tag it reads (lib/queries/page-reads.ts). A record's page is listed
   * from its record (lib/queries/public-pages.ts).
   */
  readonly listed?: boolean;
  /** The route that answers a search of this list (`?q=` holding more than spaces), where proxy.ts sends it. */
  readonly search?: string;
}

export const PAGES = {
  // The group.
  home: { path: '/', translated: true, listed: true },
  contact: { path: '/contact', translated: true, listed: true },
  faq: { path: '/faq', translated: true, listed: true },
  feedback: { path: '/feedback', translated: true, listed: true },
  joinUs: { path: '/join-us', translated: true, listed: true },
  teams: { path: '/teams', translated: true, listed: true },
  events: { path: '/events', translated: true, listed: true },
  upcomingEvent: { path: '/events/upcoming-event-details/[id]' },
  pastEvent: { path: '/events/past-event-details/[id]' },
  codeOfConduct: { path: '/code-of-conduct', translated: true, listed: true },
  byeLaws: { path: '/bye-laws', translated: true, listed: true },
  // An e-mailed link's pages, never indexed.
  newsletterConfirm: { path: '/newsletter/confirm' },
  newsletterUnsubscribe: { path: '/newsletter/unsubscribe' },
  // What the service worker answers for a page never kept, never indexed.
  offline: { path: '/offline' },

  // Edu Africa.
  eduAfricaHome: { path: '/edu-africa/home', translated: true, listed: true },
  eduAfricaAbout: { path: '/edu-africa/about', translated: true, listed: true },
  eduAfricaTeam: { path: '/edu-africa/team', translated: true, listed: true },
  eduAfricaProducts: {
    path: '/edu-africa/products',
    translated: true,
    listed: true,
    search: '/edu-africa/search',
  },
  eduAfricaCourse: { path: '/edu-africa/products/[courseId]' },
  eduAfricaSearch: { path: '/edu-africa/search' },
  eduAfricaContact: { path: '/edu-africa/contact', translated: true, listed: true },
  eduAfricaWaitlist: { path: '/edu-africa/waitlist', translated: true, listed: true },
  eduAfricaTerms: { path: '/edu-africa/terms', translated: true, listed: true },
  eduAfricaPrivacy: { path: '/edu-africa/privacy', translated: true, listed: true },

  // Arewa Hub.
  arewaHubHome: { path: '/arewa-hub/home', translated: true, listed: true },
  arewaHubAbout: { path: '/arewa-hub/about', translated: true, listed: true },
  arewaHubTeam: { path: '/arewa-hub/team', translated: true, listed: true },
  arewaHubProducts: { path: '/arewa-hub/products', translated: true, listed: true },
  arewaHubProduct: { path: '/arewa-hub/products/[id]' },
  arewaHubOrder: { path: '/arewa-hub/products/[id]/order' },
  arewaHubContact: { path: '/arewa-hub/contact', translated: true, listed: true },
  arewaHubJoin: { path: '/arewa-hub/join', translated: true, listed: true },

  // African Child Network.
  acnHome: { path: '/acn/home', translated: true, listed: true },
  acnAbout: { path: '/acn/about', translated: true, listed: true },
  acnAmbassadors: { path: '/acn/about/acn-ambassadors', translated: true, listed: true },
  acnNews: { path: '/acn/about/acn-news', translated: true, listed: true, search: '/acn/search/acn-news' },
  acnNewsItem: { path: '/acn/about/acn-news/[id]' },
  acnTeamMembers: { path: '/acn/about/acn-team-members', translated: true, listed: true },
  acnAnnualReport: { path: '/acn/about/annual-report', translated: true, listed: true },
  acnAtAGlance: { path: '/acn/about/at-a-glance', translated: true, listed: true },
  acnDiversity: { path: '/acn/about/diversity', translated: true, listed: true },
  acnOurResults: {
    path: '/acn/about/our-results',
    translated: true,
    listed: true,
    search: '/acn/search/our-results',
  },
  acnOurStories: {
    path: '/acn/about/our-stories',
    translated: true,
    listed: true,
    search: '/acn/search/our-stories',
  },
  acnStory: { path: '/acn/about/our-stories/[id]' },
  acnOurStrategies: { path: '/acn/about/our-strategies', translated: true, listed: true },
  acnDonate: { path: '/acn/how-to-help/donate', translated: true, listed: true },
  // The giving form's page without scripts, and the page a donor comes back to: neither is a page to find.
  acnDonateRequest: { path: '/acn/how-to-help/donate/request' },
  acnDonateThanks: { path: '/acn/how-to-help/donate/thanks' },
  acnMediaCenter: {
    path: '/acn/latest/media-center',
    translated: true,
    listed: true,
    search: '/acn/search/media-center',
  },
  acnPartner: { path: '/acn/partner', translated: true, listed: true },
  acnSearch: { path: '/acn/search/[list]' },
  acnEconomic: { path: '/acn/what-we-do/economic', translated: true, listed: true },
  acnEducation: { path: '/acn/what-we-do/education', translated: true, listed: true },
  acnEvidence: { path: '/acn/what-we-do/evidence', translated: true, listed: true },
  acnHealth: { path: '/acn/what-we-do/health', translated: true, listed: true },
  acnReports: { path: '/acn/what-we-do/reports', translated: true, listed: true, search: '/acn/search/reports' },
} as const satisfies Record<string, Page>;

export type PageKey = keyof typeof PAGES;

/** The registry's rows, in its order. */
export const PAGE_LIST: readonly Page[] = Object.values(PAGES);

/** The pages whose every word of their own is in each language's catalogs, as English addresses them. */
export const TRANSLATED_PATHS: ReadonlySet<string> = new Set(
  PAGE_LIST.filter((page) => page.translated).map((page) => page.path),
);

/** The fixed pages the sitemap lists and a staff write's purge looks through. */
export const LISTED_PATHS: readonly string[] = PAGE_LIST.filter((page) => page.listed).map((page) => page.path);
