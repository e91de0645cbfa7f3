import { createHash, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { faqInputSchema, TestimonyStatus, teamMemberInputSchema, testimonyStatusSchema } from '../../api/schemas';
import { env } from '../../env';
import type { Db } from '../db';
import { HttpError, ok } from '../http';
import { nowIso, objectId } from '../ids';
import { presentFaq, presentMember, presentTestimony } from '../present';

/*
 * The few admin writes the site's content needs. Unlike the existing server, every one of
 * them requires the admin token (Authorization: Bearer ADMIN_TOKEN); without ADMIN_TOKEN set
 * they are closed altogether.
 */

/** Digests have one length whatever was sent, so the comparison neither throws nor tells the token's length. */
const digest = (v: string) => createHash('sha256').update(v, 'utf8').digest();

export function requireAdmin(req: Request) {
  const token = env().ADMIN_TOKEN;
  const given = /^Bearer (.+)$/.exec(req.headers.get('authorization') ?? '')?.[1] ?? '';
  const match = token !== undefined && timingSafeEqual(digest(given), digest(token));
  if (!match) throw new HttpError(401, 'Admin authentication required');
}

export async function listTestimonies(db: Db, status: string | null) {
  let q = db.selectFrom('testimonies').selectAll();
  if (status) q = q.where('status', '=', status as TestimonyStatus);
  return ok((await q.orderBy('created_at', 'desc').execute()).map(presentTestimony));
}

export async function setTestimonyStatus(db: Db, id: string | undefined, { status }: z.output<typeof testimonyStatusSchema>) {
  const result = await db
    .updateTable('testimonies')
    .set({ status })
    .where('id', '=', id ?? '')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new HttpError(404, 'Testimony not found');
  return ok(`Testimony ${status}`);
}

export async function addTeamMember(db: Db, team: string, m: z.output<typeof teamMemberInputSchema>) {
  const row = {
    id: objectId(),
    team,
    first_name: m.firstName,
    last_name: m.lastName,
    position: m.position,
    image: m.image ?? null,
    bio: null,
    country: null,
    twitter_handle: m.twitterHandle || null,
    linkedin_handle: m.linkedinHandle || null,
    instagram_handle: m.instagramHandle || null,
    active: 1,
    sort_order: 1000,
    created_at: nowIso(),
  };
  await db.insertInto('team_members').values(row).execute();
  return ok(presentMember(row), 201);
}

export async function addFaq(db: Db, site: string, f: z.output<typeof faqInputSchema>) {
  const row = { id: objectId(), site, question: f.question, answer: f.answer, active: 1, sort_order: 1000 };
  await db.insertInto('faqs').values(row).execute();
  return ok(presentFaq(row), 201);
}
