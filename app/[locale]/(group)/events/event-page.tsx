import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { permanentRedirect } from 'next/navigation';
import { EventDetail } from '@/components/events/event-detail';
import { eventHref, eventWhen, type EventWhen } from '@/components/events/event-card';
import { JsonLd } from '@/components/seo/json-ld';
import { PageError } from '@/components/ui/states';
import { ERROR_TEXT } from '@/lib/content/messages';
import { formatDate } from '@/lib/format/display';
import { inLanguage, recordPath, translatedLocales } from '@/lib/format/in-language';
import { plainText } from '@/lib/format/sanitize';
import { localePath } from '@/lib/i18n/locales';
import { readEvent } from '@/lib/queries/events';
import { leadPicture } from '@/lib/queries/media';
import { fitDescription, fitTitle, pageLocale, recordMetadata } from '@/lib/seo/metadata';
import { breadcrumbs, eventData } from '@/lib/seo/structured-data';

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
