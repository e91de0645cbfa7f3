import type { Metadata } from 'next';
import { FEEDS } from '@/lib/feeds';
import { pageMetadata } from '@/lib/metadata';
import { PostListPage } from '@/components/acn/post-list-page';
import { queryOf } from '@/lib/posts';
import { readPostSummaries } from '@/lib/queries/posts';

export const metadata: Metadata = pageMetadata({
  title: 'Our stories',
  description: 'Stories of the children, families, midwives and teachers the African Child Network works with.',
  feed: { title: FEEDS.story.title, path: FEEDS.story.feedPath },
  path: '/acn/about/our-stories',
});

export default async function OurStories({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  return (
    <PostListPage
      eyebrow="Who we are"
      title="Our stories"
      intro="The children, families, midwives and teachers behind our work, in their own words."
      posts={await readPostSummaries('story')}
      query={queryOf((await searchParams).q)}
      searchLabel="Search stories"
      emptyText="No Stories Available"
    />
  );
}
