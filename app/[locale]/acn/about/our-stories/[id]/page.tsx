import type { Metadata } from 'next';
import { postMetadata } from '@/components/acn/post-metadata';
import { PostPage } from '@/components/acn/post-page';
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
  return <PostPage kind="story" id={id} />;
}
