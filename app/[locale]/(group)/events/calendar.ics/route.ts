import { eventHref } from '@/components/events/event-card';
import { readEvents } from '@/lib/queries/events';
import { icalendar } from '@/lib/seo/calendar';
import { absolute } from '@/lib/seo/structured-data';

// A calendar to subscribe to: the upcoming events, refreshed like the pages.
export const revalidate = 60;

export async function GET() {
  const events = (await readEvents('upcoming')) ?? [];
  const body = icalendar(events, (e) => absolute(eventHref(e)), 'Edu Connect Africa events');
  return new Response(body, { headers: { 'content-type': 'text/calendar; charset=utf-8' } });
}
