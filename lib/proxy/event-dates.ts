import { endpoints } from '../api/contract';
import { adminClient } from '../gateway/admin-client';

/*
 * Each published event's date, for proxy.ts, which sends an event asked at its other address (past for an
 * upcoming one, or the reverse) to the right one: a redirect from an ISR page carries its Location twice
 * (docs/known-issues.md). The page's own redirect serves an event this list does not know yet.
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
