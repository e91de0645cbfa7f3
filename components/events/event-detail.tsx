import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import ui from '@/components/ui/section.module.css';
import { readEvent } from '@/lib/queries/events';
import type { EventItem } from '@/lib/api/schemas';
import { formatDate } from '@/lib/format/display';
import { fitDescription, fitTitle, pageMetadata } from '@/lib/seo/metadata';
import { plainText, sanitize } from '@/lib/format/sanitize';
import { Countdown } from './countdown';
import { eventHref, eventWhen, type EventWhen } from './event-card';
import { Tabs } from './event-tabs';
import styles from './events.module.css';
import { ArmHero } from '@/components/ui/arm-hero';
import type { LeadPicture } from '@/lib/format/picture-widths';
import { leadPicture } from '@/lib/queries/media';
import { DataImage } from '@/components/ui/data-image';
import { EmptyState, PageError } from '@/components/ui/states';
import { JsonLd } from '@/components/seo/json-ld';
import { ShareLinks } from '@/components/share/share-links';
import { googleCalendarLink } from '@/lib/seo/calendar';
import { eventBegins, eventSchedule } from '@/lib/format/event-schedule';
import { absolute, breadcrumbs, eventData } from '@/lib/seo/structured-data';
import { EMPTY_TEXT, ERROR_TEXT } from '@/lib/content/messages';

/**
 * An event's detail page: an unknown id is the 404 page, a failing server its error message.
 * Each event has one address, the one its date calls for: the other one redirects there (308).
 */
export async function EventPage({ id, path }: { id: string; path: EventWhen }) {
  const event = await readEvent(id);
  if (!event) return <PageError text={ERROR_TEXT.event} />;
  // A server component renders once per request or revalidation and never re-renders, so reading the
  // clock is safe here, and the point: this moment decides upcoming or past and starts the countdown.
  // eslint-disable-next-line react-hooks/purity
  const renderedAt = Date.now();
  const when = eventWhen(event, renderedAt);
  if (when !== path) permanentRedirect(eventHref(event, when));
  const href = eventHref(event, when);
  return (
    <>
      <JsonLd data={eventData(event, href)} />
      <JsonLd
        data={breadcrumbs([
          ['Edu Connect Africa', '/'],
          ['Events', '/events'],
          [event.eventName, href],
        ])}
      />
      <EventDetail
        event={event}
        upcoming={when === 'upcoming'}
        renderedAt={renderedAt}
        lead={await leadPicture(event.image)}
      />
    </>
  );
}

export async function eventMetadata(id: string): Promise<Metadata> {
  const e = await readEvent(id);
  if (!e) return { title: 'Event' };
  const description = fitDescription(
    plainText(e.eventDescription),
    `An Edu Connect Africa event on ${formatDate(e.eventDate)}${e.location ? ` in ${e.location}` : ', online'}.`,
  );
  // The picture comes from the opengraph-image beside the page.
  return pageMetadata({ title: fitTitle(e.eventName), description, path: eventHref(e), ownImage: true });
}

/** An event's page: hero with its facts, register link and countdown (upcoming only), about, and the tabs. */
export function EventDetail({
  event,
  upcoming,
  renderedAt,
  lead,
}: {
  event: EventItem;
  upcoming: boolean;
  renderedAt: number;
  lead: LeadPicture;
}) {
  return (
    <main id="main">
      <ArmHero
        theme="event"
        art={{ src: event.image, alt: event.imageAlt, width: 1200, height: 750, preview: lead.preview }}
      >
        <p className={ui.eyebrow} style={{ color: 'var(--color-accent)' }}>
          {upcoming ? 'Upcoming event' : 'Past event'}
        </p>
        <h1>{event.eventName}</h1>
        <dl className={styles.facts}>
          <dt>Location</dt>
          <dd>{event.location || 'Not Available'}</dd>
          <dt>Date</dt>
          <dd>
            <time dateTime={event.eventDate}>{formatDate(event.eventDate)}</time>
          </dd>
          <dt>Time</dt>
          <dd>{event.eventTime || 'Not Available'}</dd>
        </dl>
        {upcoming && <Countdown target={eventBegins(eventSchedule(event)).toISOString()} renderedAt={renderedAt} />}
        {upcoming && event.registerUrl && (
          <a href={event.registerUrl} target="_blank" rel="noopener noreferrer" className={ui.buttonLight}>
            Register<span className="visually-hidden"> for {event.eventName} (opens in a new tab)</span>
          </a>
        )}
        {upcoming && (
          <p className={styles.calendar}>
            <a href={`/events/ics/${encodeURIComponent(event.eventId)}`} download>
              Add to calendar (.ics)
            </a>
            <a
              href={googleCalendarLink(event, absolute(eventHref(event, 'upcoming')))}
              target="_blank"
              rel="noopener noreferrer"
            >
              Add to Google Calendar<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        )}
      </ArmHero>
      <section className={ui.section} aria-labelledby="about-heading">
        <h2 id="about-heading">About the Conference</h2>
        <div className={ui.prose} dangerouslySetInnerHTML={{ __html: sanitize(event.eventDescription) }} />
        <ShareLinks path={eventHref(event, upcoming ? 'upcoming' : 'past')} title={event.eventName} />
      </section>
      <section className={ui.section} aria-label="Gallery, speakers and schedule">
        <Tabs
          tabs={[
            {
              label: 'Gallery',
              content:
                event.eventGallery.length === 0 ? (
                  <EmptyState text={EMPTY_TEXT.gallery} />
                ) : (
                  <ul className={styles.gallery}>
                    {event.eventGallery.map((src, i) => (
                      <li key={`${src}-${i}`}>
                        <DataImage
                          src={src}
                          alt={event.eventGalleryAlts?.[i] ?? `${event.eventName}, picture ${i + 1}`}
                          width={1200}
                          height={750}
                        />
                      </li>
                    ))}
                  </ul>
                ),
            },
            {
              label: 'Speaker',
              content:
                event.speakers.length === 0 ? (
                  <EmptyState text="Speakers will be announced soon." />
                ) : (
                  <ul>
                    {event.speakers.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ul>
                ),
            },
            {
              label: 'Schedule',
              content: event.schedule ? (
                <div className={ui.prose} dangerouslySetInnerHTML={{ __html: sanitize(event.schedule) }} />
              ) : (
                <EmptyState text="The schedule will be published soon." />
              ),
            },
          ]}
        />
      </section>
    </main>
  );
}
