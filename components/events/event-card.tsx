import type { EventItem } from '@/lib/api/schemas';
import { formatDate, truncate } from '@/lib/format/display';
import { plainText } from '@/lib/format/sanitize';
import ui from '@/components/ui/section.module.css';
import styles from './events.module.css';
import { DataImage } from '@/components/ui/data-image';
import type { LeadPicture } from '@/lib/format/picture-widths';
import { whenAt } from '@/lib/format/event-schedule';
import { ItemLink } from '@/components/ui/item-link';

export type EventWhen = 'upcoming' | 'past';

/** Upcoming until its date, as the admin server's own lists count it (and proxy.ts, for its redirects). */
export const eventWhen = (event: EventItem, now = Date.now()): EventWhen => whenAt(event.eventDate, now);

export function eventHref(event: EventItem, when: EventWhen = eventWhen(event)) {
  return `/events/${when}-event-details/${encodeURIComponent(event.eventId)}`;
}

/**
 * An event in a list: image, date, speakers, name, description cut at 190 characters, and its link.
 * `lead` for the card that opens a page, whose picture is what a phone shows largest: fetched at once, and
 * written in as far as it can be (lib/queries/media.ts leadPicture).
 */
export function EventCard({ event, when, lead }: { event: EventItem; when: EventWhen; lead?: LeadPicture }) {
  return (
    <article className={styles.card}>
      <DataImage src={event.image} alt="" width={1200} height={750} lead={lead} />
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <time dateTime={event.eventDate}>{formatDate(event.eventDate)}</time>
          {event.speakers.length > 0 && <span> · {event.speakers.join(', ')}</span>}
        </p>
        <h3>{event.eventName}</h3>
        <p className={ui.clamp4}>{truncate(plainText(event.eventDescription), 190)}</p>
        <ItemLink href={eventHref(event, when)} className={styles.view}>
          View event<span className="visually-hidden">: {event.eventName}</span>
        </ItemLink>
      </div>
    </article>
  );
}
