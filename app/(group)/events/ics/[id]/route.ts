import { notFound } from 'next/navigation';
import { eventHref } from '@/components/events/event-card';
import { endpoints } from '@/lib/api/contract';
import { isDefinitive, read } from '@/lib/api/server';
import { icalendar } from '@/lib/calendar';
import { absolute } from '@/lib/structured-data';

/** One event as an .ics download, for any calendar program. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const result = await read(endpoints.event, { eventId: (await params).id });
  if (isDefinitive(result)) notFound();
  if (!result.ok) return Response.json({ success: false, data: 'The service is unavailable, please try again' }, { status: 503, headers: { 'cache-control': 'no-store' } });
  const e = result.data;
  return new Response(icalendar([e], () => absolute(eventHref(e))), {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${e.eventId.replace(/[^A-Za-z0-9_-]/g, '')}.ics"`,
      'cache-control': 'public, max-age=60',
    },
  });
}
