import type { Metadata } from 'next';
import { postFields } from '@/components/admin/content-fields';
import { ContentForm } from '@/components/admin/content-form';
import styles from '@/components/admin/admin.module.css';
import { savePostAction } from '@/app/admin/actions/posts';

export const metadata: Metadata = { title: 'New post' };

export default async function NewPostPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const kind = (await searchParams).kind === 'story' ? 'story' : 'news';
  return (
    <main id="main" className={styles.page}>
      <h1>New {kind === 'news' ? 'news item' : 'story'}</h1>
      <ContentForm
        action={savePostAction}
        fields={postFields(false)}
        initial={{}}
        hidden={{ kind }}
        label={`New ${kind === 'news' ? 'news item' : 'story'}`}
        buttons={[
          { value: 'draft', label: 'Save draft and preview' },
          { value: 'publish', label: 'Save and publish' },
        ]}
      />
    </main>
  );
}
