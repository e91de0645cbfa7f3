import { Feed } from 'feed';
import { SITE_NAME } from './metadata';
import { absolute } from './structured-data';
import type { Locale } from '../i18n/locales';

/* RSS 2.0 feeds (the maintained `feed` library writes and escapes the XML); which feeds exist is in lib/content/post-lists.ts. */

export interface FeedEntry {
  title: string;
  path: string;
  description: string;
  date: Date;
  authors: string[];
}

export function rss({
  title,
  description,
  language,
  path,
  feedPath,
  entries,
}: {
  title: string;
  description: string;
  /** The feed's language: its page's (its own words are in it, and so are the items translated into it). */
  language: Locale;
  path: string;
  feedPath: string;
  entries: FeedEntry[];
}): Response {
  const feed = new Feed({
    title,
    description,
    id: absolute(path),
    link: absolute(path),
    language,
    image: absolute('/og/acn.png'),
    favicon: absolute('/favicon.ico'),
    copyright: `© ${SITE_NAME}`,
    updated: entries[0]?.date,
    generator: false,
    feedLinks: { rss: absolute(feedPath) },
  });
  for (const e of entries) {
    feed.addItem({
      title: e.title,
      id: absolute(e.path),
      link: absolute(e.path),
      description: e.description,
      date: e.date,
      author: e.authors.map((name) => ({ name })),
    });
  }
  return new Response(feed.rss2(), { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
