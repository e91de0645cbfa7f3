import type { EventItem } from '@/lib/api/schemas';
import { EventCard } from './event-card';
import styles from './events.module.css';
import { ErrorState, EmptyState } from '@/components/ui/states';
import { EMPTY_TEXT, ERROR_TEXT } from '@/lib/content/messages';
import { leadPicture } from '@/lib/queries/media';

interface Props {
  items: EventItem[] | null;
  when: 'upcoming' | 'past';
  /** The list that opens the page: its first picture is fetched at once (see EventCard). */
  leading?: boolean;
}

const EMPTY = { upcoming: EMPTY_TEXT.upcomingEvents, past: EMPTY_TEXT.pastEvents };

export async function EventList({ items, when, leading = false }: Props) {
  if (items === null) return <ErrorState text={ERROR_TEXT.event} />;
  if (items.length === 0) return <EmptyState text={EMPTY[when]} />;
  const lead = leading ? await leadPicture(items[0]!.image) : undefined;
  return (
    <ul className={styles.grid}>
      {items.map((e, i) => (
        <li key={e.eventId}>
          <EventCard event={e} when={when} lead={i === 0 ? lead : undefined} />
        </li>
      ))}
    </ul>
  );
}
