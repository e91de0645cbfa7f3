import type { Metadata } from 'next';
import { PostEditor } from '@/components/admin/post-editor';
import styles from '@/components/admin/admin.module.css';
import { savePostAction } from '../../../actions';

export const metadata: Metadata = { title: 'New post' };

export default async function NewPostPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const kind = (await searchParams).kind === 'story' ? 'story' : 'news';
  return (
    <main id="main" className={styles.page}>
      <h1>New {kind === 'news' ? 'news item' : 'story'}</h1>
      <PostEditor action={savePostAction} published={false} initial={{ kind, title: '', caption: '', categories: '', writers: '', markdown: '' }} />
    </main>
  );
}
