import type { Metadata } from 'next';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import { ErrorState, stateText } from '@/components/ui/states';
import { FEEDS, POST_LISTS, type PostList, type PostListKey } from '@/lib/content/post-lists';
import { localePath } from '@/lib/i18n/locales';
import { readPostList } from '@/lib/queries/post-lists';
import { leadPicture } from '@/lib/queries/media';
import { localizedMetadata, pageLocale } from '@/lib/seo/metadata';
import { PostSearch } from './post-search';
import { type AcnTranslator, acnWords, categoryLang, postDate } from './words';

/** Each list's words in the catalog: `lists.<words>`. */
const WORDS: Record<PostListKey, string> = {
  'acn-news': 'acnNews',
  'our-stories': 'ourStories',
  'our-results': 'ourResults',
  reports: 'reports',
  'media-center': 'mediaCenter',
};

/** A list's own words: `lists.<words>.<part>`. */
export const listWords = (t: AcnTranslator, list: PostListKey, part: string) => t(`lists.${WORDS[list]}.${part}`);

/** The metadata of one of the network's lists, in the page's language, with its feed where it has one. */
export async function postListMetadata(list: PostListKey): Promise<Metadata> {
  const t = await acnWords();
  const locale = await pageLocale();
  const { path, feed } = POST_LISTS[list] as PostList;
  return localizedMetadata({
    title: listWords(t, list, 'title'),
    description: listWords(t, list, 'description'),
    path,
    ...(feed
      ? { feed: { title: t(`feeds.${FEEDS[feed].key}.title`), path: localePath(locale, FEEDS[feed].feedPath) } }
      : {}),
  });
}

/**
 * A searchable grid page: stories, results, news, reports and the media center. Without a query it
 * is the list's own cached page; with one, the search route's answer (proxy.ts sends `?q=` there).
 * Its words are the page's language; each post's text is too where it is translated, and marked English where not.
 */
export async function PostListPage({ list, query }: { list: PostListKey; query: string }) {
  const t = await acnWords();
  const locale = await pageLocale();
  const { path, emptyText } = POST_LISTS[list] as PostList;
  const posts = await readPostList(list, locale);
  const lead = posts?.[0]?.image;
  const written = { src: lead, ...(await leadPicture(lead)) };
  return (
    <PageMain>
      <PageHero eyebrow={listWords(t, list, 'eyebrow')} title={listWords(t, list, 'title')}>
        <p>{listWords(t, list, 'intro')}</p>
      </PageHero>
      <section className={ui.section} aria-labelledby={`${list}-heading`}>
        {/* The cards' titles are h3: this keeps the outline whole under the page's h1. */}
        <h2 id={`${list}-heading`} className="visually-hidden">
          {t('lists.browse')}
        </h2>
        {posts === null ? (
          <ErrorState />
        ) : (
          <PostSearch
            posts={posts}
            dates={Object.fromEntries(posts.map((p) => [p.id, postDate(p.createdAt, locale)]))}
            categoryLang={categoryLang(locale)}
            initialQuery={query}
            words={{
              label: listWords(t, list, 'searchLabel'),
              placeholder: t('lists.placeholder'),
              nothing: t.raw('lists.nothing') as string,
              found: t.raw('lists.found') as string,
            }}
            emptyText={emptyText ? await stateText(emptyText) : listWords(t, list, 'empty')}
            action={localePath(locale, path)}
            leadPicture={written}
          />
        )}
      </section>
    </PageMain>
  );
}
