import { eventHref } from '@/components/events/event-card';
import { UNAVAILABLE } from '@/lib/api/client';
import { readEvent } from '@/lib/queries/events';
import { icalendar } from '@/lib/seo/calendar';
import { absolute } from '@/lib/seo/structured-data';

/** One event as an .ics download, for any calendar program. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const e = await readEvent((await params).id);
  // An unknown id is the 404 page (readEvent); this is a server that could not be read.
  if (!e)
    return new Response(UNAVAILABLE, {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  return new Response(
    icalendar([e], () => absolute(eventHref(e))),
    {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${e.eventId.replace(/[^A-Za-z0-9_-]/g, '')}.ics"`,
        'cache-control': 'public, max-age=60',
      },
    },
  );
}
