import { getTranslations } from 'next-intl/server';
import ui from '@/components/ui/section.module.css';
import type { EventItem } from '@/lib/api/schemas';
import { formatDate } from '@/lib/format/display';
import { pageLocale } from '@/lib/seo/metadata';
import { type InLanguage, recordPath } from '@/lib/format/in-language';
import { sanitize } from '@/lib/format/sanitize';
import { Countdown } from './countdown';
import { countdownWords } from './countdown-words';
import { eventHref } from './event-card';
import { Tabs } from './event-tabs';
import styles from './events.module.css';
import { ArmHero } from '@/components/ui/arm-hero';
import type { LeadPicture } from '@/lib/format/picture-widths';
import { DataImage } from '@/components/ui/data-image';
import { EmptyState } from '@/components/ui/states';
import { PageMain } from '@/components/layout/page-main';
import { ShareLinks } from '@/components/share/share-links';
import { googleCalendarLink } from '@/lib/seo/calendar';
import { eventBegins, eventSchedule, eventTimeIn } from '@/lib/format/event-schedule';
import { absolute } from '@/lib/seo/structured-data';
import { EMPTY_TEXT } from '@/lib/content/messages';

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
