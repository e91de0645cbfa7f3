import type { Metadata } from 'next';
import { postHref } from '@/lib/posts';
import { PostDetail } from '@/components/acn/post-detail';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbs, postArticle } from '@/lib/structured-data';
import { postMetadata } from '@/components/acn/post-metadata';
import { readPost, readPostSummaries } from '@/lib/queries/posts';
import { newsParams } from '@/lib/queries/static-params';

export const revalidate = 60;
export const generateStaticParams = newsParams;

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return postMetadata('news', id);
}

export default async function NewsItemPage({ params }: Props) {
  const { id } = await params;
  const [post, others] = await Promise.all([readPost('news', id), readPostSummaries('news')]);
  const path = postHref('news', id);
  return (
    <>
      {post && <JsonLd data={postArticle('news', post, path)} />}
      {post && (
        <JsonLd
          data={breadcrumbs([
            ['African Child Network', '/acn/home'],
            ['All News', '/acn/about/acn-news'],
            [post.title, path],
          ])}
        />
      )}
      <PostDetail post={post} others={others} path={path} topTitle="Top News" />
    </>
  );
}
