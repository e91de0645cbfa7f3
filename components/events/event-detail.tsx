import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { permanentRedirect } from 'next/navigation';
import ui from '@/components/ui/section.module.css';
import { readEvent } from '@/lib/queries/events';
import type { EventItem } from '@/lib/api/schemas';
import { formatDate } from '@/lib/format/display';
import { fitDescription, fitTitle, pageLocale, recordMetadata } from '@/lib/seo/metadata';
import { type InLanguage, inLanguage, recordPath, translatedLocales } from '@/lib/format/in-language';
import { localePath } from '@/lib/i18n/locales';
import { plainText, sanitize } from '@/lib/format/sanitize';
import { Countdown } from './countdown';
import { countdownWords } from './countdown-words';
import { eventHref, eventWhen, type EventWhen } from './event-card';
import { Tabs } from './event-tabs';
import styles from './events.module.css';
import { ArmHero } from '@/components/ui/arm-hero';
import type { LeadPicture } from '@/lib/format/picture-widths';
import { leadPicture } from '@/lib/queries/media';
import { DataImage } from '@/components/ui/data-image';
import { EmptyState, PageError } from '@/components/ui/states';
import { PageMain } from '@/components/layout/page-main';
import { JsonLd } from '@/components/seo/json-ld';
import { ShareLinks } from '@/components/share/share-links';
import { googleCalendarLink } from '@/lib/seo/calendar';
import { eventBegins, eventSchedule, eventTimeIn } from '@/lib/format/event-schedule';
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
  const locale = await pageLocale();
  if (when !== path) permanentRedirect(localePath(locale, eventHref(event, when)));
  const shown = inLanguage('event', event, locale);
  const href = recordPath(shown, eventHref(event, when));
  return (
    <>
      <JsonLd data={eventData(shown.meta, href, shown.language)} />
      <JsonLd
        data={breadcrumbs([
          ['Edu Connect Africa', '/'],
          ['Events', '/events'],
          [shown.meta.eventName, href],
        ])}
      />
      <EventDetail
        shown={shown}
        upcoming={when === 'upcoming'}
        renderedAt={renderedAt}
        lead={await leadPicture(event.image)}
      />
    </>
  );
}

/** An event's title, description and card, indexed in each language it is wholly translated into. */
export async function eventMetadata(id: string): Promise<Metadata> {
  const t = await getTranslations('ui.events.meta');
  const [event, locale] = await Promise.all([readEvent(id), pageLocale()]);
  if (!event) return { title: t('title') };
  const e = inLanguage('event', event, locale).meta;
  const date = formatDate(e.eventDate, locale);
  const description = fitDescription(
    plainText(e.eventDescription),
    e.location ? t('in', { date, location: e.location }) : t('online', { date }),
  );
  // The picture comes from the opengraph-image beside the page.
  return recordMetadata(
    { title: fitTitle(e.eventName), description, path: eventHref(e), ownImage: true },
    translatedLocales('event', event),
  );
}

/**
 * An event's page: hero with its facts, register link and countdown (upcoming only), about, and the tabs.
 * Its own words are in the page's language; the event's text too where it is translated, each field still
 * in English marked so, and what no one translates (place, time, speakers) marked English.
 */
export async function EventDetail({
  shown,
  upcoming,
  renderedAt,
  lead,
}: {
  shown: InLanguage<'event', EventItem>;
  upcoming: boolean;
  renderedAt: number;
  lead: LeadPicture;
}) {
  const t = await getTranslations('ui');
  const locale = await pageLocale();
  const { record: event, lang, fixed } = shown;
  // The time in the page's language where it can be read; as written (and marked so) where not.
  const time = event.eventTime ? eventTimeIn(event.eventTime, locale) : null;
  return (
    <PageMain>
      <ArmHero
        theme="event"
        art={{
          src: event.image,
          alt: event.imageAlt,
          altLang: lang.imageAlt,
          width: 1200,
          height: 750,
          preview: lead.preview,
        }}
      >
        <p className={ui.eyebrow} style={{ color: 'var(--color-accent)' }}>
          {upcoming ? t('events.upcoming') : t('events.past')}
        </p>
        <h1 lang={lang.eventName}>{event.eventName}</h1>
        <dl className={styles.facts}>
          <dt>{t('events.location')}</dt>
          <dd lang={event.location ? fixed : undefined}>{event.location || t('events.notAvailable')}</dd>
          <dt>{t('events.date')}</dt>
          <dd>
            <time dateTime={event.eventDate}>{formatDate(event.eventDate, locale)}</time>
          </dd>
          <dt>{t('events.time')}</dt>
          <dd lang={event.eventTime && time === null ? fixed : undefined}>
            {time ?? (event.eventTime || t('events.notAvailable'))}
          </dd>
        </dl>
        {upcoming && (
          <Countdown
            target={eventBegins(eventSchedule(event)).toISOString()}
            renderedAt={renderedAt}
            words={await countdownWords()}
          />
        )}
        {upcoming && event.registerUrl && (
          <a href={event.registerUrl} target="_blank" rel="noopener noreferrer" className={ui.buttonLight}>
            {t('events.register')}
            <span className="visually-hidden">{` ${t('events.registerFor', { name: event.eventName })}`}</span>
          </a>
        )}
        {upcoming && (
          <p className={styles.calendar}>
            <a href={`/events/ics/${encodeURIComponent(event.eventId)}`} download>
              {t('events.addToCalendar')}
            </a>
            <a
              href={googleCalendarLink(event, absolute(eventHref(event, 'upcoming')))}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('events.addToGoogle')}
              <span className="visually-hidden">{` ${t('opensInNewTab')}`}</span>
            </a>
          </p>
        )}
      </ArmHero>
      <section className={ui.section} aria-labelledby="about-heading">
        <h2 id="about-heading">{t('events.about')}</h2>
        <div
          className={ui.prose}
          lang={lang.eventDescription}
          dangerouslySetInnerHTML={{ __html: sanitize(event.eventDescription) }}
        />
        <ShareLinks
          path={recordPath(shown, eventHref(event, upcoming ? 'upcoming' : 'past'))}
          title={shown.meta.eventName}
        />
      </section>
      <section className={ui.section} aria-label={t('events.details')}>
        <Tabs
          label={t('events.tabs')}
          tabs={[
            {
              label: t('events.gallery'),
              content:
                event.eventGallery.length === 0 ? (
                  <EmptyState text={EMPTY_TEXT.gallery} />
                ) : (
                  <ul className={styles.gallery}>
                    {event.eventGallery.map((src, i) => (
                      <li key={`${src}-${i}`}>
                        <DataImage
                          src={src}
                          alt={
                            event.eventGalleryAlts?.[i] ?? t('events.picture', { name: event.eventName, number: i + 1 })
                          }
                          lang={event.eventGalleryAlts?.[i] ? fixed : undefined}
                          width={1200}
                          height={750}
                        />
                      </li>
                    ))}
                  </ul>
                ),
            },
            {
              label: t('events.speaker'),
              content:
                event.speakers.length === 0 ? (
                  <EmptyState text={t('events.speakersSoon')} />
                ) : (
                  <ul lang={fixed}>
                    {event.speakers.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ul>
                ),
            },
            {
              label: t('events.schedule'),
              content: event.schedule ? (
                <div
                  className={ui.prose}
                  lang={lang.schedule}
                  dangerouslySetInnerHTML={{ __html: sanitize(event.schedule) }}
                />
              ) : (
                <EmptyState text={t('events.scheduleSoon')} />
              ),
            },
          ]}
        />
      </section>
    </PageMain>
  );
}
