import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import { ErrorState, stateText } from '@/components/ui/states';
import { POST_LISTS, type PostListKey } from '@/lib/content/post-lists';
import { readPostList } from '@/lib/queries/post-lists';
import { leadPicture } from '@/lib/queries/media';
import { PostSearch } from './post-search';

/**
 * A searchable grid page: stories, results, news, reports and the media center. Without a query it
 * is the list's own cached page; with one, the search route's answer (proxy.ts sends `?q=` there).
 */
export async function PostListPage({ list, query }: { list: PostListKey; query: string }) {
  const { eyebrow, title, intro, searchLabel, emptyText, path } = POST_LISTS[list];
  const posts = await readPostList(list);
  const lead = posts?.[0]?.image;
  const written = { src: lead, ...(await leadPicture(lead)) };
  return (
    <main id="main">
      <PageHero eyebrow={eyebrow} title={title}>
        <p>{intro}</p>
      </PageHero>
      <section className={ui.section} aria-labelledby={`${list}-heading`}>
        {/* The cards' titles are h3: this keeps the outline whole under the page's h1. */}
        <h2 id={`${list}-heading`} className="visually-hidden">
          Browse and search
        </h2>
        {posts === null ? (
          <ErrorState />
        ) : (
          <PostSearch
            posts={posts}
            initialQuery={query}
            label={searchLabel}
            emptyText={await stateText(emptyText)}
            action={path}
            leadPicture={written}
          />
        )}
      </section>
    </main>
  );
}
