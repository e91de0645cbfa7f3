import { type Actor, auditLine as audit } from './audit';
import { renderMarkdown } from '../format/markdown';
import type { Db } from '../db/db';
import { writeDurably } from '../db/durable';
import { nowIso, objectId } from '../db/ids';
import { GoneError } from './errors';
import { eventStart } from '../format/event-schedule';
import { oneWithTranslations, withTranslations } from './translations';

/* Events as the console edits them: a day, the time as it should read, speakers, a picture and a gallery, Markdown text stored as sanitized HTML. */

export interface EventDraft {
  name: string;
  /** YYYY-MM-DD. Stored with the time as the instant the event starts (lib/format/event-schedule.ts). */
  date: string;
  time: string;
  location: string;
  speakers: string[];
  registerUrl: string;
  description: string;
  schedule: string;
  published: boolean;
  /** New addresses (/media/…), or undefined to keep what it has. */
  image?: string;
  gallery?: string[];
  /** What the picture shows (alt text), '' when it only decorates; undefined keeps what it has. */
  imageAlt?: string;
  /** What each gallery picture shows, in its order; undefined keeps what it has. */
  galleryAlts?: string[];
}

export async function eventsForStaff(db: Db) {
  return db.selectFrom('events').selectAll().orderBy('event_date', 'desc').execute();
}

export async function saveEvent(db: Db, actor: Actor, draft: EventDraft, id?: string): Promise<string> {
  const fields = {
    event_name: draft.name,
    // The instant the event starts, as its time reads on its day; the day at 09:00 UTC, as the admin server writes it, where no time can be read.
    event_date: eventStart(draft.date, draft.time),
    event_time: draft.time,
    location: draft.location || null,
    speakers: JSON.stringify(draft.speakers),
    register_url: draft.registerUrl || null,
    event_description: renderMarkdown(draft.description),
    schedule: renderMarkdown(draft.schedule),
    active: draft.published ? 1 : 0,
    ...(draft.image ? { image: draft.image } : {}),
    ...(draft.gallery ? { event_gallery: JSON.stringify(draft.gallery) } : {}),
    ...(draft.imageAlt !== undefined ? { image_alt: draft.imageAlt } : {}),
    ...(draft.galleryAlts ? { gallery_alts: JSON.stringify(draft.galleryAlts) } : {}),
  };
  return writeDurably(db, async (tx) => {
    let eventId = id;
    if (eventId) {
      const result = await tx.updateTable('events').set(fields).where('id', '=', eventId).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new GoneError('event');
    } else {
      eventId = objectId();
      await tx
        .insertInto('events')
        .values({
          id: eventId,
          image: null,
          image_alt: null,
          event_gallery: '[]',
          gallery_alts: '[]',
          created_at: nowIso(),
          ...fields,
        })
        .execute();
    }
    await tx
      .insertInto('audit_log')
      .values(audit(actor, `event ${id ? 'saved' : 'added'}`, `event ${eventId}: ${draft.name}`))
      .execute();
    return eventId;
  });
}

/**
 * The published events, with their translations: all (latest first), those still to come (soonest first)
 * or those past (latest first).
 */
export async function publishedEvents(db: Db, when: 'all' | 'future' | 'past', now = new Date().toISOString()) {
  let q = db.selectFrom('events').selectAll().where('active', '=', 1);
  if (when === 'future') q = q.where('event_date', '>=', now).orderBy('event_date', 'asc');
  else if (when === 'past') q = q.where('event_date', '<', now).orderBy('event_date', 'desc');
  else q = q.orderBy('event_date', 'desc');
  return withTranslations(db, 'event', await q.execute());
}

/** One event with its translations, published or not: the caller says what an unpublished one answers. */
export const eventById = async (db: Db, id: string) =>
  oneWithTranslations(db, 'event', await db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst());
