import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { PostListPage } from '@/components/acn/post-list-page';
import { queryOf } from '@/lib/posts';
import { readPostSummaries } from '@/lib/queries/posts';

export const metadata: Metadata = pageMetadata({
  title: 'Media center',
  description: 'Press releases and news from the African Child Network, searchable.',
  path: '/acn/latest/media-center',
});

export default async function MediaCenter({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  return (
    <PostListPage
      eyebrow="Latest"
      title="Media center"
      intro="Our news releases for journalists and partners. For interviews, write to us through Partner with us."
      posts={await readPostSummaries('news')}
      query={queryOf((await searchParams).q)}
      searchLabel="Search the media center"
      emptyText="No News Available"
    />
  );
}
