'use client';

import { useId, useMemo, useState } from 'react';
import { filterPosts, type PostSummary } from '@/lib/content/posts';
import { PostCard } from './post-card';
import styles from './acn.module.css';
import { EmptyMessage as EmptyState } from '@/components/ui/state-message';
import type { LeadPicture } from '@/lib/format/picture-widths';

/** The search's words in the page's language; `nothing` holds `{query}` and `found` holds `{count}`. */
export interface PostSearchWords {
  label: string;
  placeholder: string;
  nothing: string;
  found: string;
}

interface Props {
  posts: PostSummary[];
  /** Each post's date as the page's language writes it, by id (made by the server, so both renders agree). */
  dates: Record<string, string>;
  /** The language of the posts' categories, marked on another language's page (their own text carries its marks). */
  categoryLang?: 'en';
  initialQuery: string;
  words: PostSearchWords;
  emptyText: string;
  /** The list's own address: without scripts the form asks it for `?q=`. */
  action: string;
  /** The first card's picture as the page writes it in (made by the server), for the card that shows it. */
  leadPicture?: LeadPicture & { src: string | undefined };
}

/** A message with its `{name}` filled in (the catalog's text as it stands, ICU-free for the browser). */
const fill = (text: string, name: string, value: string) => text.replace(`{${name}}`, () => value);

/** A lead card whose picture the page did not write in (a search put another post first): fetched at once. */
const NOT_WRITTEN: LeadPicture = { inline: null, preview: null };

/**
 * A search box over a grid of posts: it filters as you type and keeps the query in the
 * address (?q=), so a search can be shared; the first render comes from the server with it.
 */
export function PostSearch({ posts, dates, categoryLang, initialQuery, words, emptyText, action, leadPicture }: Props) {
  const [query, setQuery] = useState(initialQuery);
  const id = useId();
  const results = useMemo(() => filterPosts(posts, query), [posts, query]);

  const update = (value: string) => {
    setQuery(value);
    const url = new URL(window.location.href);
    if (value.trim()) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    window.history.replaceState(null, '', url);
  };

  if (posts.length === 0) return <EmptyState text={emptyText} />;
  return (
    <div>
      <form
        role="search"
        className={styles.searchForm}
        action={action}
        method="get"
        onSubmit={(e) => e.preventDefault()}
        aria-label={words.label}
      >
        <label htmlFor={id}>{words.label}</label>
        <input
          id={id}
          type="search"
          name="q"
          value={query}
          onChange={(e) => update(e.target.value)}
          placeholder={words.placeholder}
          className={styles.searchInput}
        />
      </form>
      <p role="status" className={styles.resultCount}>
        {results.length === 0
          ? fill(words.nothing, 'query', query.trim())
          : query.trim()
            ? fill(words.found, 'count', String(results.length))
            : ''}
      </p>
      <ul className={styles.postGrid}>
        {results.map((p, i) => (
          <li key={p.id}>
            <PostCard
              post={p}
              date={dates[p.id] ?? ''}
              categoryLang={categoryLang}
              lead={i === 0 ? (p.image === leadPicture?.src ? leadPicture : NOT_WRITTEN) : undefined}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
