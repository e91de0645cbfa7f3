import type { PostKind } from './posts';
import { EMPTY_TEXT } from './messages';

/*
 * The network's searchable lists of news and stories, as data: one page each at `path`, cached like
 * every other page, and one search route (app/[locale]/acn/search) that proxy.ts sends `?q=` requests to (lib/content/searches.ts).
 */

/** The RSS feeds of the news and the stories (app/[locale]/acn/feeds), announced in their lists' <head>. */
export const FEEDS = {
  news: {
    title: 'African Child Network: News',
    description: 'News from the African Child Network.',
    path: '/acn/about/acn-news',
    feedPath: '/acn/feeds/news.xml',
  },
  story: {
    title: 'African Child Network: Stories',
    description: 'Stories of the children and families the African Child Network works with.',
    path: '/acn/about/our-stories',
    feedPath: '/acn/feeds/stories.xml',
  },
} as const;

export interface PostList {
  path: string;
  /** What the list holds: one kind, or both kinds' posts tagged as reports. */
  source: PostKind | 'reports';
  eyebrow: string;
  title: string;
  description: string;
  intro: string;
  searchLabel: string;
  emptyText: string;
  feed?: { title: string; path: string };
}

export const POST_LISTS = {
  'acn-news': {
    path: '/acn/about/acn-news',
    source: 'news',
    eyebrow: 'Latest',
    title: 'All News',
    description: 'News from the African Child Network: programmes, emergencies, reports and events.',
    intro: 'Programmes, emergencies, reports and events from across our network.',
    searchLabel: 'Search news',
    emptyText: EMPTY_TEXT.news,
    feed: { title: FEEDS.news.title, path: FEEDS.news.feedPath },
  },
  'our-stories': {
    path: '/acn/about/our-stories',
    source: 'story',
    eyebrow: 'Who we are',
    title: 'Our stories',
    description: 'Stories of the children, families, midwives and teachers the African Child Network works with.',
    intro: 'The children, families, midwives and teachers behind our work, in their own words.',
    searchLabel: 'Search stories',
    emptyText: EMPTY_TEXT.stories,
    feed: { title: FEEDS.story.title, path: FEEDS.story.feedPath },
  },
  'our-results': {
    path: '/acn/about/our-results',
    source: 'story',
    eyebrow: 'Who we are',
    title: 'Our results',
    description: 'What changed for children where the African Child Network works: results told through their stories.',
    intro:
      'Reading levels, safe births, school fees paid on time: the results of our programmes, told through the people they reached.',
    searchLabel: 'Search results',
    emptyText: EMPTY_TEXT.stories,
  },
  reports: {
    path: '/acn/what-we-do/reports',
    source: 'reports',
    eyebrow: 'What we do',
    title: 'Reports',
    description: 'Reports and results of the African Child Network’s programmes.',
    intro:
      'Annual reports, evaluations and the results of our programmes: every news item and story we tag as a report.',
    searchLabel: 'Search reports',
    emptyText: 'No reports yet.',
  },
  'media-center': {
    path: '/acn/latest/media-center',
    source: 'news',
    eyebrow: 'Latest',
    title: 'Media center',
    description: 'Press releases and news from the African Child Network, searchable.',
    intro: 'Our news releases for journalists and partners. For interviews, write to us through Partner with us.',
    searchLabel: 'Search the media center',
    emptyText: EMPTY_TEXT.news,
  },
} as const satisfies Record<string, PostList>;

export type PostListKey = keyof typeof POST_LISTS;

export const isPostListKey = (key: string): key is PostListKey => Object.hasOwn(POST_LISTS, key);
