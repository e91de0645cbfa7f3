import type { EventItem } from '@/lib/api/schemas';
import { EventCard } from './event-card';
import styles from './events.module.css';
import { ErrorState, EmptyState } from '@/components/ui/states';

interface Props {
  items: EventItem[] | null;
  when: 'upcoming' | 'past';
  /** The list that opens the page: its first picture is fetched at once (see EventCard). */
  leading?: boolean;
}

const EMPTY = { upcoming: 'No Upcoming Events!!!', past: 'There are no Past Event Available!!!' };

export function EventList({ items, when, leading = false }: Props) {
  if (items === null) return <ErrorState text="Error Fetching Event. Try again Later!" />;
  if (items.length === 0) return <EmptyState text={EMPTY[when]} />;
  return (
    <ul className={styles.grid}>
      {items.map((e, i) => (
        <li key={e.eventId}>
          <EventCard event={e} when={when} preload={leading && i === 0} />
        </li>
      ))}
    </ul>
  );
}
