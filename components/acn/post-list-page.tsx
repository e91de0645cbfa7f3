import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import type { PostSummary } from '@/lib/posts';
import { PostSearch } from './post-search';
import { ErrorState } from '@/components/ui/states';

interface Props {
  eyebrow: string;
  title: string;
  intro: string;
  posts: PostSummary[] | null;
  query: string;
  searchLabel: string;
  emptyText: string;
}

/** A searchable grid page: stories, results, news, reports and the media center. */
export function PostListPage({ eyebrow, title, intro, posts, query, searchLabel, emptyText }: Props) {
  return (
    <main id="main">
      <PageHero eyebrow={eyebrow} title={title}>
        <p>{intro}</p>
      </PageHero>
      <section className={ui.section} aria-label={title}>
        {posts === null ? <ErrorState /> : <PostSearch posts={posts} initialQuery={query} label={searchLabel} emptyText={emptyText} />}
      </section>
    </main>
  );
}
