import { createHash, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { faqInputSchema, TestimonyStatus, teamMemberInputSchema, testimonyStatusSchema } from '../../api/schemas';
import { env } from '../../platform/env';
import type { Db } from '../../db/db';
import { HttpError, ok } from '../http';
import { TOKEN_ACTOR } from '../../services/audit';
import { setTestimoniesStatus, testimoniesByStatus } from '../../services/testimonies';
import { faqById, type FaqSite, saveFaq } from '../../services/faqs';
import { memberById, saveMember } from '../../services/team';
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
  return ok((await testimoniesByStatus(db, status as TestimonyStatus | null)).map(presentTestimony));
}

/*
 * The writes go through the same store functions as the console's: durable, and audited in the same
 * transaction, with the bearer token as the actor.
 */

export async function setTestimonyStatus(
  db: Db,
  id: string | undefined,
  { status }: z.output<typeof testimonyStatusSchema>,
) {
  const changed = await setTestimoniesStatus(db, TOKEN_ACTOR, [id ?? ''], status);
  if (changed === 0) throw new HttpError(404, 'Testimony not found');
  return ok(`Testimony ${status}`);
}

export async function addTeamMember(db: Db, team: string, m: z.output<typeof teamMemberInputSchema>) {
  const id = await saveMember(db, TOKEN_ACTOR, {
    team,
    firstName: m.firstName,
    lastName: m.lastName,
    position: m.position,
    bio: '',
    country: '',
    twitterHandle: m.twitterHandle ?? '',
    linkedinHandle: m.linkedinHandle ?? '',
    instagramHandle: m.instagramHandle ?? '',
    published: true,
    image: m.image ?? undefined,
  });
  return ok(presentMember((await memberById(db, id))!), 201);
}

/** `site` is one of the contract's FAQS: the route table admits no other. */
export async function addFaq(db: Db, site: string, f: z.output<typeof faqInputSchema>) {
  const id = await saveFaq(db, TOKEN_ACTOR, {
    site: site as FaqSite,
    question: f.question,
    answer: f.answer,
    published: true,
  });
  return ok(presentFaq((await faqById(db, id))!), 201);
}
