import type { Metadata } from 'next';
import { saveEventAction } from '@/app/admin/actions/events';
import styles from '@/components/admin/admin.module.css';
import { eventFields, galleryValues, hadPicture, pictureValues } from '@/components/admin/content-fields';
import { ContentForm } from '@/components/admin/content-form';
import { formatDate } from '@/lib/format/display';
import { listEvents } from '@/lib/console/content';
import { eventSchedule } from '@/lib/format/event-schedule';
import { RecordTranslations } from '@/components/admin/record-translations';
import { coverageText, englishOf, listCoverageText } from '@/components/admin/translation-fields';
import { readTranslations } from '@/lib/console/translations';
import { saveTranslationAction } from '@/app/admin/actions/translations';

export const metadata: Metadata = { title: 'Events' };

const list = (json: string) => (JSON.parse(json) as string[]).join(', ');

/** The group's events, newest first. An event is hidden rather than deleted: people may have its calendar file. */
export default async function EventsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [events, params] = await Promise.all([listEvents(), searchParams]);
  const translations = await readTranslations(
    'event',
    events.map((e) => e.id),
  );
  const english = new Map(events.map((e) => [e.id, englishOf.event(e)]));
  const coverage = events.map((e) => ({ english: english.get(e.id)!, translations: translations.get(e.id) }));
  return (
    <main id="main" className={`${styles.page} ${styles.overview}`}>
      <h1>Events</h1>
      <p>Translated fields: {listCoverageText(coverage)}.</p>
      {params.notice === 'added' && (
        <p role="status" className={styles.notice}>
          Event added.
        </p>
      )}
      {events.map((e) => (
        <details key={e.id} className={styles.card}>
          <summary>
            <strong>{e.event_name}</strong> <span className={styles.muted}>{formatDate(e.event_date)}</span>
            {e.active === 1 ? (
              <span className={styles.badge}>Shown</span>
            ) : (
              <span className={styles.badgeNew}>Hidden</span>
            )}{' '}
            <span className={styles.muted}>{coverageText(english.get(e.id)!, translations.get(e.id))}</span>
          </summary>
          <ContentForm
            action={saveEventAction}
            fields={eventFields(!!e.image)}
            hidden={{ id: e.id, ...hadPicture(e.image) }}
            label={e.event_name}
            buttons={[{ value: 'save', label: 'Save' }]}
            announcesSave
            initial={{
              name: e.event_name,
              ...pictureValues(e.image_alt),
              ...galleryValues(e.event_gallery, e.gallery_alts),
              date: eventSchedule({ eventDate: e.event_date, eventTime: e.event_time }).day,
              time: e.event_time,
              location: e.location ?? '',
              speakers: list(e.speakers),
              registerUrl: e.register_url ?? '',
              description: e.event_description,
              schedule: e.schedule,
              published: e.active === 1 ? 'yes' : '',
            }}
          />
          <RecordTranslations
            kind="event"
            id={e.id}
            name={e.event_name}
            english={english.get(e.id)!}
            translations={translations.get(e.id)}
            action={saveTranslationAction}
            folded
          />
        </details>
      ))}
      <h2>Add an event</h2>
      <ContentForm
        action={saveEventAction}
        fields={eventFields(false)}
        hidden={{}}
        label="New event"
        buttons={[{ value: 'add', label: 'Add event' }]}
        initial={{ published: 'yes' }}
      />
    </main>
  );
}
