import 'server-only';
import { notFound } from 'next/navigation';
import { endpoints } from './contract';
import type { EventItem } from './schemas';
import { isDefinitive, read } from './server';

/** One event for its pages: unknown, unpublished or malformed ids are the 404 page; null when the read failed. */
export async function readEvent(eventId: string): Promise<EventItem | null> {
  const result = await read(endpoints.event, { eventId });
  if (isDefinitive(result)) notFound();
  return result.ok ? result.data : null;
}
