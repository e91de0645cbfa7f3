import type { PostKind } from './posts';
import { EMPTY_TEXT } from './messages';
import { PAGES } from './pages';

/*
 * The network's searchable lists of news and stories, as data: one page each at `path`, cached like
 * every other page, and one search route (app/[locale]/acn/search, `/acn/search/<key>`: each list's `search` in
 * lib/content/pages.ts) that proxy.ts sends `?q=` requests to (lib/content/searches.ts).
 * Their words are in the `acn` catalogs: `lists.<key>` for a list, `feeds.<kind>` for a feed.
 */

/** The RSS feeds of the news and the stories (app/[locale]/acn/feeds), announced in their lists' <head>. */
export const FEEDS = {
  news: { key: 'news', path: PAGES.acnNews.path, feedPath: '/acn/feeds/news.xml' },
  story: { key: 'stories', path: PAGES.acnOurStories.path, feedPath: '/acn/feeds/stories.xml' },
} as const;

export interface PostList {
  path: string;
  /** What the list holds: one kind, or both kinds' posts tagged as reports. */
  source: PostKind | 'reports';
  /** The shared message shown when the list is empty; without it, the list's own (`lists.<key>.empty`). */
  emptyText?: string;
  feed?: PostKind;
}

export const POST_LISTS = {
  'acn-news': { path: PAGES.acnNews.path, source: 'news', emptyText: EMPTY_TEXT.news, feed: 'news' },
  'our-stories': { path: PAGES.acnOurStories.path, source: 'story', emptyText: EMPTY_TEXT.stories, feed: 'story' },
  'our-results': { path: PAGES.acnOurResults.path, source: 'story', emptyText: EMPTY_TEXT.stories },
  reports: { path: PAGES.acnReports.path, source: 'reports' },
  'media-center': { path: PAGES.acnMediaCenter.path, source: 'news', emptyText: EMPTY_TEXT.news },
} as const satisfies Record<string, PostList>;

export type PostListKey = keyof typeof POST_LISTS;

export const isPostListKey = (key: string): key is PostListKey => Object.hasOwn(POST_LISTS, key);
