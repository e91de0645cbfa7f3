import 'server-only';
import { endpoints } from '../api/contract';
import type { EventItem } from '../api/schemas';
import { itemOrNotFound, itemOrNull, listOrNull, read } from './read';

/** The upcoming events (soonest first) or the past ones (latest first). */
export async function readEvents(when: 'upcoming' | 'past'): Promise<EventItem[] | null> {
  return listOrNull(when === 'upcoming' ? await read(endpoints.futureEvents) : await read(endpoints.pastEvents));
}

/** One event for its pages (unknown, unpublished or malformed ids are the 404 page). */
export async function readEvent(eventId: string): Promise<EventItem | null> {
  return itemOrNotFound(await read(endpoints.event, { eventId }));
}

/** One event, or null when there is none or it could not be read: for what is drawn of it beside its page (its share picture). */
export async function findEvent(eventId: string): Promise<EventItem | null> {
  return itemOrNull(await read(endpoints.event, { eventId }));
}
