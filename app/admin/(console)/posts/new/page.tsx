import type { Metadata } from 'next';
import { postFields } from '@/components/admin/content-fields';
import { ContentForm } from '@/components/admin/content-form';
import styles from '@/components/admin/admin.module.css';
import { savePostAction } from '@/app/admin/actions/posts';
import { staffFor } from '@/lib/console/access';

export const metadata: Metadata = { title: 'New post' };

/** Admins and editors: a new news item or story. It reads no record, so it asks for the content's roles itself. */
export default async function NewPostPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await staffFor('content');
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
