import 'server-only';
import { endpoints, type FaqSite, type TeamName } from '../api/contract';
import type { TestimonySection } from '../api/schemas';

/*
 * The contract's cache tags each fixed public page reads (its English address; every language reads the
 * same), so that a staff write has nginx's copies purged of those pages alone (lib/purge/pages.ts). A page
 * missing here reads nothing a staff write changes. The build records what each page read in its
 * x-next-cache-tags (.next/server/app/**.meta): tests/purge/page-reads.test.ts fails when the two differ.
 * A record's own page reads its endpoint's tags, named in public-pages.ts.
 */

const faq = (site: FaqSite) => endpoints.faq.tags!({ site });
const team = (name: TeamName) => endpoints.team.tags!({ team: name });
const testimonies = (section: TestimonySection) => endpoints.sectionTestimonies.tags!({ section });
const news = endpoints.news.tags!();
const stories = endpoints.stories.tags!();
const products = endpoints.products.tags!({});
const events = endpoints.futureEvents.tags!();
const gifts = endpoints.giftTotals.tags!();

export const PAGE_READS: Readonly<Record<string, readonly string[]>> = {
  '/': team('educonnect'),
  '/teams': team('educonnect'),
  '/faq': faq('educonnect'),
  '/events': events,
  '/acn/home': [...stories, ...news, ...testimonies('acn')],
  '/acn/about': stories,
  '/acn/about/our-results': stories,
  '/acn/about/our-stories': stories,
  '/acn/about/acn-news': news,
  '/acn/latest/media-center': news,
  '/acn/what-we-do/reports': [...news, ...stories],
  '/acn/about/acn-team-members': team('acn'),
  '/acn/about/acn-ambassadors': team('acnAmbassadors'),
  '/acn/about/annual-report': [...faq('acn'), ...gifts],
  '/acn/how-to-help/donate': gifts,
  '/arewa-hub/home': [...products, ...faq('arewahub'), ...testimonies('arewahub')],
  '/arewa-hub/products': products,
  '/arewa-hub/about': team('arewahub'),
  '/arewa-hub/team': team('arewahub'),
  '/edu-africa/home': testimonies('eduafrica'),
  '/edu-africa/team': team('eduafrica'),
};

/** What is not a page but shows records too, each read in every language but the sitemap, one for all. */
export const DOCUMENT_READS: Readonly<Record<string, readonly string[]>> = {
  '/acn/feeds/news.xml': news,
  '/acn/feeds/stories.xml': stories,
  '/events/calendar.ics': events,
};

/** The sitemap, one for all languages, which lists every record's page. */
export const SITEMAP_READS: Readonly<Record<string, readonly string[]>> = {
  '/sitemap.xml': [...events, ...news, ...stories, ...products],
};

/** The tags a fixed page reads. */
export const readsOf = (path: string): readonly string[] => PAGE_READS[path] ?? [];
