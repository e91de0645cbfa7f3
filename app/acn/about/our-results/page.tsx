import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { PostListPage } from '@/components/acn/post-list-page';
import { queryOf } from '@/lib/posts';
import { readPostSummaries } from '@/lib/queries/posts';

export const metadata: Metadata = pageMetadata({
  title: 'Our results',
  description: 'What changed for children where the African Child Network works: results told through their stories.',
  path: '/acn/about/our-results',
});

export default async function OurResults({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  return (
    <PostListPage
      eyebrow="Who we are"
      title="Our results"
      intro="Reading levels, safe births, school fees paid on time: the results of our programmes, told through the people they reached."
      posts={await readPostSummaries('story')}
      query={queryOf((await searchParams).q)}
      searchLabel="Search results"
      emptyText="No Stories Available"
    />
  );
}
