import { JsonLd } from '@/components/seo/json-ld';
import { type PostKind, postHref } from '@/lib/content/posts';
import { leadPicture } from '@/lib/queries/media';
import { readPost, readPostSummaries } from '@/lib/queries/posts';
import { breadcrumbs, postArticle } from '@/lib/seo/structured-data';
import { PostDetail } from './post-detail';

/** What differs between the two kinds of post page: the list they belong to. */
const LISTS: Record<PostKind, { title: string; path: string; top: string }> = {
  news: { title: 'All News', path: '/acn/about/acn-news', top: 'Top News' },
  story: { title: 'Our Stories', path: '/acn/about/our-stories', top: 'Top Stories' },
};

/** A news item's or a story's page: the post, its structured data and breadcrumbs, and the others of its kind. */
export async function PostPage({ kind, id }: { kind: PostKind; id: string }) {
  const [post, others] = await Promise.all([readPost(kind, id), readPostSummaries(kind)]);
  const path = postHref(kind, id);
  const lead = await leadPicture(post?.image);
  const list = LISTS[kind];
  return (
    <>
      {post && <JsonLd data={postArticle(kind, post, path)} />}
      {post && (
        <JsonLd
          data={breadcrumbs([
            ['African Child Network', '/acn/home'],
            [list.title, list.path],
            [post.title, path],
          ])}
        />
      )}
      <PostDetail post={post} others={others} path={path} topTitle={list.top} lead={lead} />
    </>
  );
}
