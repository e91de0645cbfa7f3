import { TESTIMONY_WEBSITES } from '../../api/schemas';
import type { Db } from '../../db/db';
import { HttpError, ok } from '../http';
import { ID_PATTERN } from '../../db/ids';
import { presentEvent, presentFaq, presentMember, presentPost, presentProduct, presentTestimony } from '../present';

/* The public reads. Only approved testimonies and active, unblocked records are ever returned. */

function checkId(id: string | undefined, what: string): string {
  if (!id || !ID_PATTERN.test(id)) throw new HttpError(400, `Invalid ${what} id`);
  return id;
}

export async function sectionTestimonies(db: Db, section: string | undefined) {
  if (!section || !(TESTIMONY_WEBSITES as readonly string[]).includes(section)) {
    throw new HttpError(400, `Section must be one of ${TESTIMONY_WEBSITES.join(', ')}`);
  }
  const rows = await db
    .selectFrom('testimonies')
    .selectAll()
    .where('status', '=', 'approved')
    .where('website', '=', section)
    .orderBy('created_at', 'desc')
    .execute();
  return ok(rows.map(presentTestimony));
}

export async function activeTestimonies(db: Db) {
  const rows = await db.selectFrom('testimonies').selectAll().where('status', '=', 'approved').orderBy('created_at', 'desc').execute();
  return ok(rows.map(presentTestimony));
}

export async function team(db: Db, teamName: string) {
  const rows = await db
    .selectFrom('team_members')
    .selectAll()
    .where('team', '=', teamName)
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('created_at')
    .execute();
  return ok(rows.map(presentMember));
}

export async function faq(db: Db, site: 'educonnect' | 'acn' | 'arewahub') {
  const rows = await db.selectFrom('faqs').selectAll().where('site', '=', site).where('active', '=', 1).orderBy('sort_order').execute();
  const record = { _id: `faq-${site}`, faqs: rows.map(presentFaq) };
  // The group's route answers a list of records, the arms' routes one record, as on the existing server.
  return ok(site === 'educonnect' ? [record] : record);
}

export async function products(db: Db, form: string | null) {
  let q = db.selectFrom('products').selectAll().where('active', '=', 1);
  if (form === 'book' || form === 'bead') q = q.where('product_form', '=', form);
  const rows = await q.orderBy('created_at', 'desc').orderBy('id').execute();
  return ok(rows.map(presentProduct));
}

export async function product(db: Db, id: string | undefined) {
  const row = await db.selectFrom('products').selectAll().where('id', '=', checkId(id, 'product')).executeTakeFirst();
  if (!row || row.active !== 1) throw new HttpError(404, 'Product not found');
  return ok(presentProduct(row));
}

export async function posts(db: Db, kind: 'news' | 'story') {
  const rows = await db
    .selectFrom('posts')
    .selectAll()
    .where('kind', '=', kind)
    .where('active', '=', 1)
    .where('blocked', '=', 0)
    .orderBy('created_at', 'desc')
    .execute();
  return ok(rows.map(presentPost));
}

export async function post(db: Db, kind: 'news' | 'story', id: string | undefined) {
  const what = kind === 'news' ? 'News item' : 'Story';
  const row = await db.selectFrom('posts').selectAll().where('kind', '=', kind).where('id', '=', checkId(id, kind)).executeTakeFirst();
  if (!row) throw new HttpError(404, `${what} not found`);
  // As on the existing server: an unpublished or blocked item is forbidden, not missing.
  if (row.active !== 1 || row.blocked === 1) throw new HttpError(403, `${what} is not published`);
  return ok(presentPost(row));
}

export async function events(db: Db, when: 'all' | 'future' | 'past') {
  const now = new Date().toISOString();
  let q = db.selectFrom('events').selectAll().where('active', '=', 1);
  if (when === 'future') q = q.where('event_date', '>=', now).orderBy('event_date', 'asc');
  else if (when === 'past') q = q.where('event_date', '<', now).orderBy('event_date', 'desc');
  else q = q.orderBy('event_date', 'desc');
  return ok((await q.execute()).map(presentEvent));
}

export async function event(db: Db, id: string | undefined) {
  const row = await db.selectFrom('events').selectAll().where('id', '=', checkId(id, 'event')).executeTakeFirst();
  if (!row || row.active !== 1) throw new HttpError(404, 'Event not found');
  return ok(presentEvent(row));
}
