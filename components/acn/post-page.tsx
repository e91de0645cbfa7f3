import { JsonLd } from '@/components/seo/json-ld';
import { PAGES } from '@/lib/content/pages';
import { type PostKind, postHref } from '@/lib/content/posts';
import { inLanguage, recordPath } from '@/lib/format/in-language';
import { leadPicture } from '@/lib/queries/media';
import { readPost, readPostSummaries } from '@/lib/queries/posts';
import { pageLocale } from '@/lib/seo/metadata';
import { breadcrumbs, postArticle } from '@/lib/seo/structured-data';
import { PostDetail } from './post-detail';
import { acnWords } from './words';

/** What differs between the two kinds of post page: the list they belong to, and its words in the catalog. */
const LISTS: Record<PostKind, { title: string; path: string; top: string }> = {
  news: { title: 'post.allNews', path: PAGES.acnNews.path, top: 'post.topNews' },
  story: { title: 'post.ourStories', path: PAGES.acnOurStories.path, top: 'post.topStories' },
};

/**
 * A news item's or a story's page: the post in the page's language where it is translated, its structured
 * data and breadcrumbs, and the others of its kind.
 */
export async function PostPage({ kind, id }: { kind: PostKind; id: string }) {
  const locale = await pageLocale();
  const [post, others, t] = await Promise.all([readPost(kind, id), readPostSummaries(kind, locale), acnWords()]);
  const shown = post && inLanguage('post', post, locale);
  const path = shown ? recordPath(shown, postHref(kind, id)) : postHref(kind, id);
  const lead = await leadPicture(post?.image);
  const list = LISTS[kind];
  return (
    <>
      {shown && <JsonLd data={postArticle(kind, shown.meta, path, shown.language)} />}
      {shown && (
        <JsonLd
          data={breadcrumbs([
            ['African Child Network', '/acn/home'],
            [t(list.title), list.path],
            [shown.meta.title, path],
          ])}
        />
      )}
      <PostDetail shown={shown} others={others} path={path} topTitle={t(list.top)} lead={lead} />
    </>
  );
}
