import type { Metadata } from 'next';
import { postHref } from '@/lib/posts';
import { PostDetail } from '@/components/acn/post-detail';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbs, postArticle } from '@/lib/structured-data';
import { postMetadata } from '@/components/acn/post-metadata';
import { readPost, readPostSummaries } from '@/lib/queries/posts';
import { storyParams } from '@/lib/queries/static-params';

export const revalidate = 60;
export const generateStaticParams = storyParams;

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return postMetadata('story', id);
}

export default async function StoryPage({ params }: Props) {
  const { id } = await params;
  const [post, others] = await Promise.all([readPost('story', id), readPostSummaries('story')]);
  const path = postHref('story', id);
  return (
    <>
      {post && <JsonLd data={postArticle('story', post, path)} />}
      {post && (
        <JsonLd
          data={breadcrumbs([
            ['African Child Network', '/acn/home'],
            ['Our Stories', '/acn/about/our-stories'],
            [post.title, path],
          ])}
        />
      )}
      <PostDetail post={post} others={others} path={path} topTitle="Top Stories" />
    </>
  );
}
