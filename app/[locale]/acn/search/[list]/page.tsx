import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listWords, PostListPage } from '@/components/acn/post-list-page';
import { acnWords } from '@/components/acn/words';
import { searchQuery } from '@/lib/format/display';
import { pageLocale, searchMetadata } from '@/lib/seo/metadata';
import { isPostListKey, POST_LISTS } from '@/lib/content/post-lists';
import { filterPosts } from '@/lib/content/posts';
import { readPostList } from '@/lib/queries/post-lists';

/*
 * A search in one of the network's lists, for visitors without scripts and for shared links:
 * proxy.ts sends /acn/about/acn-news?q=… here (as /acn/search/acn-news?q=…). Rendered per request and never stored, so made-up
 * queries cannot fill the page cache; the data it filters comes from the same cached reads.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ list: string }>; searchParams: Promise<{ q?: string | string[] }> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { list } = await params;
  if (!isPostListKey(list)) return {};
  const q = searchQuery((await searchParams).q);
  // The same cached read the page shows; a failed read finds nothing, and so is not indexed.
  const found = filterPosts((await readPostList(list, await pageLocale())) ?? [], q).length;
  const t = await acnWords();
  const { path } = POST_LISTS[list];
  const title = t('lists.searchTitle', { title: listWords(t, list, 'title'), q });
  return searchMetadata({ title, description: listWords(t, list, 'description'), path }, { q, found });
}

export default async function PostListSearch({ params, searchParams }: Props) {
  const { list } = await params;
  if (!isPostListKey(list)) notFound();
  return <PostListPage list={list} query={searchQuery((await searchParams).q)} />;
}
