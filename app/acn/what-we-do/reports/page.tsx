import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { PostListPage } from '@/components/acn/post-list-page';
import { queryOf } from '@/lib/posts';
import { readPostSummaries } from '@/lib/queries/posts';

export const metadata: Metadata = pageMetadata({
  title: 'Reports',
  description: 'Reports and results of the African Child Network’s programmes.',
  path: '/acn/what-we-do/reports',
});

const isReport = (p: { category: string[] }) => p.category.some((c) => c.toLowerCase() === 'reports');

export default async function Reports({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const [news, stories] = await Promise.all([readPostSummaries('news'), readPostSummaries('story')]);
  const posts = news && stories ? [...news, ...stories].filter(isReport) : null;
  return (
    <PostListPage
      eyebrow="What we do"
      title="Reports"
      intro="Annual reports, evaluations and the results of our programmes: every news item and story we tag as a report."
      posts={posts}
      query={queryOf((await searchParams).q)}
      searchLabel="Search reports"
      emptyText="No reports yet."
    />
  );
}
