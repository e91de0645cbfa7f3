'use client';

import { useId, useMemo, useState } from 'react';
import { filterPosts, type PostSummary } from '@/lib/content/posts';
import { PostCard } from './post-card';
import styles from './acn.module.css';
import { EmptyMessage as EmptyState } from '@/components/ui/state-message';
import type { LeadPicture } from '@/lib/format/picture-widths';

interface Props {
  posts: PostSummary[];
  initialQuery: string;
  label: string;
  emptyText: string;
  /** The list's own address: without scripts the form asks it for `?q=`. */
  action: string;
  /** The first card's picture as the page writes it in (made by the server), for the card that shows it. */
  leadPicture?: LeadPicture & { src: string | undefined };
}

/** A lead card whose picture the page did not write in (a search put another post first): fetched at once. */
const NOT_WRITTEN: LeadPicture = { inline: null, preview: null };

/**
 * A search box over a grid of posts: it filters as you type and keeps the query in the
 * address (?q=), so a search can be shared; the first render comes from the server with it.
 */
export function PostSearch({ posts, initialQuery, label, emptyText, action, leadPicture }: Props) {
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
        aria-label={label}
      >
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="search"
          name="q"
          value={query}
          onChange={(e) => update(e.target.value)}
          placeholder="Search by title, caption or category"
          className={styles.searchInput}
        />
      </form>
      <p role="status" className={styles.resultCount}>
        {results.length === 0
          ? `Nothing matches “${query.trim()}”. Try another word.`
          : query.trim()
            ? `${results.length} found`
            : ''}
      </p>
      <ul className={styles.postGrid}>
        {results.map((p, i) => (
          <li key={p.id}>
            <PostCard
              post={p}
              lead={i === 0 ? (p.image === leadPicture?.src ? leadPicture : NOT_WRITTEN) : undefined}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
