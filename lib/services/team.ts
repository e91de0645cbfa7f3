import { type Actor, auditLine as audit } from './audit';
import type { Db } from '../db/db';
import { writeDurably } from '../db/durable';
import { GoneError } from './errors';
import { nowIso, objectId } from '../db/ids';
import { deleteTranslationsOf, oneWithTranslations, withTranslations } from './translations';

/* The people on the teams' pages (and the children's network's ambassadors), as the console edits them. */

export interface MemberDraft {
  team: string;
  firstName: string;
  lastName: string;
  position: string;
  bio: string;
  country: string;
  twitterHandle: string;
  linkedinHandle: string;
  instagramHandle: string;
  /** Lower first; undefined puts a new person after the last (the bearer API gives no order). */
  order?: number;
  published: boolean;
  /** A new picture's address (/media/…), or undefined to keep the one they have. */
  image?: string;
  /** What the picture shows (alt text), '' when it only decorates; undefined keeps what it has. */
  imageAlt?: string;
}

export async function teamForStaff(db: Db, team: string) {
  return db
    .selectFrom('team_members')
    .selectAll()
    .where('team', '=', team)
    .orderBy('sort_order')
    .orderBy('created_at')
    .execute();
}

export async function saveMember(db: Db, actor: Actor, draft: MemberDraft, id?: string): Promise<string> {
  const fields = {
    first_name: draft.firstName,
    last_name: draft.lastName,
    position: draft.position,
    bio: draft.bio || null,
    country: draft.country || null,
    twitter_handle: draft.twitterHandle || null,
    linkedin_handle: draft.linkedinHandle || null,
    instagram_handle: draft.instagramHandle || null,
    ...(draft.order === undefined ? {} : { sort_order: draft.order }),
    active: draft.published ? 1 : 0,
    ...(draft.image ? { image: draft.image } : {}),
    ...(draft.imageAlt !== undefined ? { image_alt: draft.imageAlt } : {}),
  };
  const name = `${draft.firstName} ${draft.lastName}`;
  return writeDurably(db, async (tx) => {
    let memberId = id;
    if (memberId) {
      const result = await tx
        .updateTable('team_members')
        .set(fields)
        .where('id', '=', memberId)
        .where('team', '=', draft.team)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new GoneError('person');
    } else {
      memberId = objectId();
      const last = await tx
        .selectFrom('team_members')
        .select((eb) => eb.fn.max('sort_order').as('order'))
        .where('team', '=', draft.team)
        .executeTakeFirst();
      await tx
        .insertInto('team_members')
        .values({
          id: memberId,
          team: draft.team,
          image: null,
          image_alt: null,
          created_at: nowIso(),
          sort_order: Number(last?.order ?? -1) + 1,
          ...fields,
        })
        .execute();
    }
    await tx
      .insertInto('audit_log')
      .values(audit(actor, `team member ${id ? 'saved' : 'added'}`, `${draft.team} ${memberId}: ${name}`))
      .execute();
    return memberId;
  });
}

export async function deleteMember(db: Db, actor: Actor, id: string) {
  await writeDurably(db, async (tx) => {
    const m = await tx
      .selectFrom('team_members')
      .select(['team', 'first_name', 'last_name'])
      .where('id', '=', id)
      .executeTakeFirst();
    // Already deleted (another tab, another staff member): nothing left to do.
    if (!m) return;
    await tx.deleteFrom('team_members').where('id', '=', id).execute();
    await deleteTranslationsOf(tx, 'teamMember', id);
    await tx
      .insertInto('audit_log')
      .values(audit(actor, 'team member removed', `${m.team} ${id}: ${m.first_name} ${m.last_name}`))
      .execute();
  });
}

/** A team's published members with their translations, in their order. */
export async function publishedTeam(db: Db, team: string) {
  const rows = await db
    .selectFrom('team_members')
    .selectAll()
    .where('team', '=', team)
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('created_at')
    .execute();
  return withTranslations(db, 'teamMember', rows);
}

/** One member with their translations, published or not (the bearer API answers the one it added). */
export const memberById = async (db: Db, id: string) =>
  oneWithTranslations(
    db,
    'teamMember',
    await db.selectFrom('team_members').selectAll().where('id', '=', id).executeTakeFirst(),
  );
