import type { EventItem } from '@/lib/api/schemas';
import { formatDate, truncate } from '@/lib/format/display';
import { plainText } from '@/lib/format/sanitize';
import ui from '@/components/ui/section.module.css';
import styles from './events.module.css';
import { DataImage } from '@/components/ui/data-image';
import type { LeadPicture } from '@/lib/format/picture-widths';
import { eventHref, type EventWhen } from '@/lib/format/event-schedule';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/i18n/locales';
import type { InLanguage } from '@/lib/format/in-language';

export { eventHref, eventWhen, type EventWhen } from '@/lib/format/event-schedule';

/** A card's words in the page's language, read once for a whole list (EventList). */
export interface EventCardWords {
  locale: Locale;
  viewEvent: string;
}

/**
 * An event in a list: image, date, speakers, name, description cut at 190 characters, and its link. `shown`
 * is the event as the page's language shows it (lib/format/in-language.ts): its English fields are marked.
 * `lead` for the card that opens a page, whose picture is what a phone shows largest: fetched at once, and
 * written in as far as it can be (lib/queries/media.ts leadPicture).
 */
export function EventCard({
  shown,
  when,
  lead,
  words,
}: {
  shown: InLanguage<'event', EventItem>;
  when: EventWhen;
  lead?: LeadPicture;
  words: EventCardWords;
}) {
  const { record: event, lang } = shown;
  return (
    <article className={styles.card}>
      <DataImage src={event.image} alt="" width={1200} height={750} lead={lead} />
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <time dateTime={event.eventDate}>{formatDate(event.eventDate, words.locale)}</time>
          {event.speakers.length > 0 && <span lang={shown.fixed}> · {event.speakers.join(', ')}</span>}
        </p>
        <h3 lang={lang.eventName}>{event.eventName}</h3>
        <p className={ui.clamp4} lang={lang.eventDescription}>
          {truncate(plainText(event.eventDescription), 190)}
        </p>
        <Link href={eventHref(event, when)} className={styles.view}>
          {words.viewEvent}
          <span className="visually-hidden" lang={lang.eventName}>
            : {event.eventName}
          </span>
        </Link>
      </div>
    </article>
  );
}
