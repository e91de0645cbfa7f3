import type { Metadata } from 'next';
import { FEEDS } from '@/lib/feeds';
import { pageMetadata } from '@/lib/metadata';
import { PostListPage } from '@/components/acn/post-list-page';
import { queryOf } from '@/lib/posts';
import { readPostSummaries } from '@/lib/queries/posts';

export const metadata: Metadata = pageMetadata({
  title: 'All News',
  description: 'News from the African Child Network: programmes, emergencies, reports and events.',
  feed: { title: FEEDS.news.title, path: FEEDS.news.feedPath },
  path: '/acn/about/acn-news',
});

export default async function AllNews({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  return (
    <PostListPage
      eyebrow="Latest"
      title="All News"
      intro="Programmes, emergencies, reports and events from across our network."
      posts={await readPostSummaries('news')}
      query={queryOf((await searchParams).q)}
      searchLabel="Search news"
      emptyText="No News Available"
    />
  );
}
