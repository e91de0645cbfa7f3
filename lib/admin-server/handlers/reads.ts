import type { PostKind } from '../../api/constants';
import { TESTIMONY_WEBSITES, type TestimonySection } from '../../api/schemas';
import type { Db } from '../../db/db';
import { ID_PATTERN } from '../../db/ids';
import { eventById, publishedEvents } from '../../services/events';
import { publishedFaqs } from '../../services/faqs';
import { postById, publishedPosts } from '../../services/posts';
import { productById, publishedProducts } from '../../services/products';
import { publishedTeam } from '../../services/team';
import { approvedTestimonies } from '../../services/testimonies';
import { HttpError, ok } from '../http';
import { presentEvent, presentFaq, presentMember, presentPost, presentProduct, presentTestimony } from '../present';

/*
 * The public reads, as the contract answers them: the services read the tables (the same modules the
 * console reads them with); only approved testimonies and active, unblocked records are ever returned.
 */

function checkId(id: string | undefined, what: string): string {
  if (!id || !ID_PATTERN.test(id)) throw new HttpError(400, `Invalid ${what} id`);
  return id;
}

export async function sectionTestimonies(db: Db, section: string | undefined) {
  if (!section || !(TESTIMONY_WEBSITES as readonly string[]).includes(section)) {
    throw new HttpError(400, `Section must be one of ${TESTIMONY_WEBSITES.join(', ')}`);
  }
  return ok((await approvedTestimonies(db, section as TestimonySection)).map(presentTestimony));
}

export async function activeTestimonies(db: Db) {
  return ok((await approvedTestimonies(db)).map(presentTestimony));
}

export async function team(db: Db, teamName: string) {
  return ok((await publishedTeam(db, teamName)).map(presentMember));
}

export async function faq(db: Db, site: 'educonnect' | 'acn' | 'arewahub') {
  const record = { _id: `faq-${site}`, faqs: (await publishedFaqs(db, site)).map(presentFaq) };
  // The group's route answers a list of records, the arms' routes one record, as on the existing server.
  return ok(site === 'educonnect' ? [record] : record);
}

export async function products(db: Db, form: string | null) {
  return ok((await publishedProducts(db, form === 'book' || form === 'bead' ? form : undefined)).map(presentProduct));
}

export async function product(db: Db, id: string | undefined) {
  const row = await productById(db, checkId(id, 'product'));
  if (!row || row.active !== 1) throw new HttpError(404, 'Product not found');
  return ok(presentProduct(row));
}

export async function posts(db: Db, kind: PostKind) {
  return ok((await publishedPosts(db, kind)).map(presentPost));
}

export async function post(db: Db, kind: PostKind, id: string | undefined) {
  const what = kind === 'news' ? 'News item' : 'Story';
  const row = await postById(db, kind, checkId(id, kind));
  if (!row) throw new HttpError(404, `${what} not found`);
  // As on the existing server: an unpublished or blocked item is forbidden, not missing.
  if (row.active !== 1 || row.blocked === 1) throw new HttpError(403, `${what} is not published`);
  return ok(presentPost(row));
}

export async function events(db: Db, when: 'all' | 'future' | 'past') {
  return ok((await publishedEvents(db, when)).map(presentEvent));
}

export async function event(db: Db, id: string | undefined) {
  const row = await eventById(db, checkId(id, 'event'));
  if (!row || row.active !== 1) throw new HttpError(404, 'Event not found');
  return ok(presentEvent(row));
}
