import { endpoints } from '../api/contract';
import { adminClient } from '../gateway/admin-client';

/*
 * Each published event's date, for proxy.ts, which sends an event asked at its other address (past for an
 * upcoming one, or the reverse) to the right one. The pages did it themselves with permanentRedirect(), but
 * Next 16.4.5 writes the Location header of a redirect from an ISR page twice (vercel/next.js#82117, fix
 * proposed in PR #95913), and a client that joins repeated headers follows "/a, /a" to a 404. The page's
 * redirect stays for an event this list does not know yet.
 *
 * One read of the event list a minute per process (the pages' own revalidation), kept in memory; a request
 * waits for it only on the process's first, and a failed read keeps the last good list.
 */

const FRESH_MS = 60_000;
const FIRST_WAIT_MS = 2_000;

let dates = new Map<string, string>();
let readAt = 0;
let reading: Promise<void> | undefined;

function refresh(): Promise<void> {
  reading ??= (async () => {
    try {
      const result = await adminClient().call(endpoints.events, {});
      if (result.ok) dates = new Map(result.data.map((e) => [e.eventId, e.eventDate]));
    } catch {
      // The last good list keeps serving; the pages redirect by themselves meanwhile.
    } finally {
      readAt = Date.now();
      reading = undefined;
    }
  })();
  return reading;
}

/** The event's date as last read, or undefined when the list does not hold it (or could not be read in time). */
export async function eventDate(eventId: string): Promise<string | undefined> {
  if (readAt === 0) await Promise.race([refresh(), new Promise((resolve) => setTimeout(resolve, FIRST_WAIT_MS))]);
  else if (Date.now() - readAt > FRESH_MS) void refresh();
  return dates.get(eventId);
}
