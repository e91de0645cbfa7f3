import { eventHref } from '@/components/events/event-card';
import { endpoints } from '@/lib/api/contract';
import { read } from '@/lib/api/server';
import { icalendar } from '@/lib/calendar';
import { absolute } from '@/lib/structured-data';

// A calendar to subscribe to: the upcoming events, refreshed like the pages.
export const revalidate = 60;

export async function GET() {
  const result = await read(endpoints.futureEvents);
  const body = icalendar(result.ok ? result.data : [], (e) => absolute(eventHref(e)), 'Edu Connect Africa events');
  return new Response(body, { headers: { 'content-type': 'text/calendar; charset=utf-8' } });
}
