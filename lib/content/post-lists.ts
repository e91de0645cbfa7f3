import type { PostKind } from './posts';
import { EMPTY_TEXT } from './messages';

/*
 * The network's searchable lists of news and stories, as data: one page each at `path`, cached like
 * every other page, and one search route (app/[locale]/acn/search) that proxy.ts sends `?q=` requests to (lib/content/searches.ts).
 * Their words are in the `acn` catalogs: `lists.<key>` for a list, `feeds.<kind>` for a feed.
 */

/** The RSS feeds of the news and the stories (app/[locale]/acn/feeds), announced in their lists' <head>. */
export const FEEDS = {
  news: { key: 'news', path: '/acn/about/acn-news', feedPath: '/acn/feeds/news.xml' },
  story: { key: 'stories', path: '/acn/about/our-stories', feedPath: '/acn/feeds/stories.xml' },
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
  'acn-news': { path: '/acn/about/acn-news', source: 'news', emptyText: EMPTY_TEXT.news, feed: 'news' },
  'our-stories': { path: '/acn/about/our-stories', source: 'story', emptyText: EMPTY_TEXT.stories, feed: 'story' },
  'our-results': { path: '/acn/about/our-results', source: 'story', emptyText: EMPTY_TEXT.stories },
  reports: { path: '/acn/what-we-do/reports', source: 'reports' },
  'media-center': { path: '/acn/latest/media-center', source: 'news', emptyText: EMPTY_TEXT.news },
} as const satisfies Record<string, PostList>;

export type PostListKey = keyof typeof POST_LISTS;

export const isPostListKey = (key: string): key is PostListKey => Object.hasOwn(POST_LISTS, key);
