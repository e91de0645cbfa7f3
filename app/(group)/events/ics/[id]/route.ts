import { eventHref } from '@/components/events/event-card';
import { UNAVAILABLE } from '@/lib/api/client';
import { readEvent } from '@/lib/queries/events';
import { fail } from '@/lib/store/http';
import { icalendar } from '@/lib/calendar';
import { absolute } from '@/lib/structured-data';

/** One event as an .ics download, for any calendar program. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const e = await readEvent((await params).id);
  if (!e) return fail(503, UNAVAILABLE);
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
