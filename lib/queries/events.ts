import 'server-only';
import { endpoints } from '../api/contract';
import type { EventItem } from '../api/schemas';
import { itemOrNotFound, listOrNull, read } from './read';

/** The upcoming events (soonest first) or the past ones (latest first). */
export async function readEvents(when: 'upcoming' | 'past'): Promise<EventItem[] | null> {
  return listOrNull(when === 'upcoming' ? await read(endpoints.futureEvents) : await read(endpoints.pastEvents));
}

/** One event for its pages (unknown, unpublished or malformed ids are the 404 page). */
export async function readEvent(eventId: string): Promise<EventItem | null> {
  return itemOrNotFound(await read(endpoints.event, { eventId }));
}
