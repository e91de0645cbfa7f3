import type { Metadata } from 'next';
import { PostDetail } from '@/components/acn/post-detail';
import { postMetadata } from '@/components/acn/post-metadata';
import { readPost, readPostSummaries } from '@/lib/api/posts';

export const revalidate = 60;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return postMetadata('news', id);
}

export default async function NewsItemPage({ params }: Props) {
  const { id } = await params;
  const [post, others] = await Promise.all([readPost('news', id), readPostSummaries('news')]);
  return <PostDetail post={post} others={others} topTitle="Top News" />;
}
