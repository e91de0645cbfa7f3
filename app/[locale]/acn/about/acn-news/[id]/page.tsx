import type { Metadata } from 'next';
import { postMetadata } from '@/components/acn/post-metadata';
import { PostPage } from '@/components/acn/post-page';
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
  return <PostPage kind="news" id={id} />;
}
