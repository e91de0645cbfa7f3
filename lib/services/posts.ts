import type { PostKind } from '../api/constants';
import { renderMarkdown } from '../format/markdown';
import { type Actor, auditLine as audit } from './audit';
import type { Db } from '../db/db';
import { writeDurably } from '../db/durable';
import { GoneError } from './errors';
import { nowIso, objectId } from '../db/ids';
import { deleteTranslationsOf, oneWithTranslations, withTranslations } from './translations';

/*
 * News items and stories as the console edits them. Staff write Markdown; it is turned into HTML
 * and sanitized before it is stored (and the pages sanitize it again when they render it). A post
 * is a draft until published; unpublished, its page answers 404 like any unknown id.
 */

export type { PostKind };

export interface PostDraft {
  kind: PostKind;
  title: string;
  caption: string;
  markdown: string;
  categories: string[];
  writers: string[];
  /** A new picture's stored address (/media/…), or undefined to keep the one it has. */
  image?: string;
  /** What the picture shows (alt text), '' when it only decorates; undefined keeps what it has. */
  imageAlt?: string;
}

export async function postsForStaff(db: Db, kind: PostKind) {
  return (
    db
      .selectFrom('posts')
      // What the list shows, and the English its translations' coverage counts.
      .select(['id', 'title', 'caption', 'body', 'body_markdown', 'image_alt', 'active', 'created_at'])
      .where('kind', '=', kind)
      .where('blocked', '=', 0)
      .orderBy('created_at', 'desc')
      .execute()
  );
}

export async function postForStaff(db: Db, id: string) {
  return (
    (await db.selectFrom('posts').selectAll().where('id', '=', id).where('blocked', '=', 0).executeTakeFirst()) ?? null
  );
}

/** Creates a draft (no id) or saves an existing post; answers its id. Publishing is apart (setPublished). */
export async function savePost(db: Db, actor: Actor, draft: PostDraft, id?: string): Promise<string> {
  const fields = {
    title: draft.title,
    caption: draft.caption,
    body: renderMarkdown(draft.markdown),
    body_markdown: draft.markdown,
    category: JSON.stringify(draft.categories),
    writers: JSON.stringify(draft.writers),
    ...(draft.image ? { image: draft.image } : {}),
    ...(draft.imageAlt !== undefined ? { image_alt: draft.imageAlt } : {}),
  };
  return writeDurably(db, async (tx) => {
    let postId = id;
    if (postId) {
      const result = await tx
        .updateTable('posts')
        .set(fields)
        .where('id', '=', postId)
        .where('kind', '=', draft.kind)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new GoneError('post');
    } else {
      postId = objectId();
      await tx
        .insertInto('posts')
        .values({
          id: postId,
          kind: draft.kind,
          image: null,
          image_alt: null,
          writer_image: null,
          active: 0,
          blocked: 0,
          created_at: nowIso(),
          ...fields,
        })
        .execute();
    }
    await tx
      .insertInto('audit_log')
      .values(audit(actor, `${draft.kind} ${id ? 'saved' : 'created'}`, `${draft.kind} ${postId}: ${draft.title}`))
      .execute();
    return postId;
  });
}

export async function setPublished(db: Db, actor: Actor, id: string, published: boolean) {
  await writeDurably(db, async (tx) => {
    const post = await tx.selectFrom('posts').select(['kind', 'title']).where('id', '=', id).executeTakeFirstOrThrow();
    await tx
      .updateTable('posts')
      .set({ active: published ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    await tx
      .insertInto('audit_log')
      .values(
        audit(actor, `${post.kind} ${published ? 'published' : 'unpublished'}`, `${post.kind} ${id}: ${post.title}`),
      )
      .execute();
  });
}

export async function deletePost(db: Db, actor: Actor, id: string) {
  await writeDurably(db, async (tx) => {
    const post = await tx.selectFrom('posts').select(['kind', 'title']).where('id', '=', id).executeTakeFirst();
    // Already deleted (another tab, another staff member): nothing left to do.
    if (!post) return;
    await tx.deleteFrom('posts').where('id', '=', id).execute();
    await deleteTranslationsOf(tx, 'post', id);
    await tx
      .insertInto('audit_log')
      .values(audit(actor, `${post.kind} deleted`, `${post.kind} ${id}: ${post.title}`))
      .execute();
  });
}

/** The published, unblocked news items or stories, newest first, with their translations. */
export async function publishedPosts(db: Db, kind: PostKind) {
  const rows = await db
    .selectFrom('posts')
    .selectAll()
    .where('kind', '=', kind)
    .where('active', '=', 1)
    .where('blocked', '=', 0)
    .orderBy('created_at', 'desc')
    .execute();
  return withTranslations(db, 'post', rows);
}

/** One news item or story with its translations, published or not: the caller says what an unpublished one answers. */
export const postById = async (db: Db, kind: PostKind, id: string) =>
  oneWithTranslations(
    db,
    'post',
    await db.selectFrom('posts').selectAll().where('kind', '=', kind).where('id', '=', id).executeTakeFirst(),
  );
