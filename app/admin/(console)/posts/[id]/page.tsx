import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { hadPicture, pictureValues, postFields } from '@/components/admin/content-fields';
import { ContentForm } from '@/components/admin/content-form';
import { RecordTranslations } from '@/components/admin/record-translations';
import { englishOf } from '@/components/admin/translation-fields';
import styles from '@/components/admin/admin.module.css';
import { formatDate } from '@/lib/format/display';
import { postHref } from '@/lib/content/posts';
import { sanitize } from '@/lib/format/sanitize';
import { openPost } from '@/lib/console/content';
import { readTranslations } from '@/lib/console/translations';
import { deletePostAction, savePostAction } from '@/app/admin/actions/posts';
import { saveTranslationAction } from '@/app/admin/actions/translations';

export const metadata: Metadata = { title: 'Edit post' };

const NOTICES: Record<string, string> = {
  draft: 'Saved. The preview below is how it will read.',
  publish: 'Published: it is on the site now.',
  unpublish: 'Unpublished: its page now answers “not found”.',
  confirm: 'Nothing was deleted: tick the box first.',
};

const list = (json: string) => (JSON.parse(json) as string[]).join(', ');

export default async function EditPostPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const post = await openPost((await params).id);
  if (!post) notFound();
  const translations = (await readTranslations('post', [post.id])).get(post.id);
  const notice = NOTICES[String((await searchParams).notice)];
  const published = post.active === 1;
  const what = post.kind === 'news' ? 'news item' : 'story';
  return (
    <main id="main" className={styles.page}>
      <p>
        <Link href={`/admin/posts?kind=${post.kind}`} prefetch={false}>
          Back to {post.kind === 'news' ? 'news items' : 'stories'}
        </Link>
      </p>
      <h1>
        Edit {what}: {post.title}
      </h1>
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      <p>
        {published ? (
          <>
            Published. <Link href={postHref(post.kind, post.id)}>Open its page</Link>
          </>
        ) : (
          'Draft: visitors cannot see it.'
        )}
      </p>
      <ContentForm
        action={savePostAction}
        fields={postFields(!!post.image)}
        hidden={{ kind: post.kind, id: post.id, ...hadPicture(post.image) }}
        label={`Edit ${what}`}
        buttons={[
          { value: 'draft', label: published ? 'Save' : 'Save draft and preview' },
          { value: published ? 'unpublish' : 'publish', label: published ? 'Save and unpublish' : 'Save and publish' },
        ]}
        initial={{
          title: post.title,
          caption: post.caption,
          categories: list(post.category),
          writers: list(post.writers),
          markdown: post.body_markdown ?? post.body,
          ...pictureValues(post.image_alt),
        }}
      />
      <section aria-labelledby="preview-heading" className={styles.preview}>
        <h2 id="preview-heading">Preview</h2>
        <p className={styles.muted}>{formatDate(post.created_at)}</p>
        <p className={styles.previewTitle}>{post.title}</p>
        <p>{post.caption}</p>
        {/* eslint-disable-next-line @next/next/no-img-element -- a staff preview of a stored upload; the public page uses its own picture component */}
        {post.image && <img src={post.image} alt={post.image_alt ?? ''} width={640} height={360} />}
        {/* Stored sanitized; cleaned again here, as the public page does. */}
        <div dangerouslySetInnerHTML={{ __html: sanitize(post.body) }} />
      </section>
      <RecordTranslations
        kind="post"
        id={post.id}
        name={post.title}
        english={englishOf.post(post)}
        translations={translations}
        action={saveTranslationAction}
      />
      <form action={deletePostAction} className={styles.card}>
        <input type="hidden" name="id" value={post.id} />
        <input type="hidden" name="kind" value={post.kind} />
        <h2>Delete</h2>
        <label className={styles.cardHead}>
          <input type="checkbox" name="confirm" value="yes" className={styles.tick} />
          <span>Delete this {what} for good (it cannot be undone)</span>
        </label>
        <p>
          <button type="submit" className={styles.secondary}>
            Delete
          </button>
        </p>
      </form>
    </main>
  );
}
