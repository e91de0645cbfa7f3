import type { EventItem } from '@/lib/api/schemas';
import { EventCard } from './event-card';
import styles from './events.module.css';
import { ErrorState, EmptyState } from '@/components/ui/states';

interface Props {
  items: EventItem[] | null;
  when: 'upcoming' | 'past';
}

const EMPTY = { upcoming: 'No Upcoming Events!!!', past: 'There are no Past Event Available!!!' };

export function EventList({ items, when }: Props) {
  if (items === null) return <ErrorState text="Error Fetching Event. Try again Later!" />;
  if (items.length === 0) return <EmptyState text={EMPTY[when]} />;
  return (
    <ul className={styles.grid}>
      {items.map((e) => (
        <li key={e.eventId}>
          <EventCard event={e} when={when} />
        </li>
      ))}
    </ul>
  );
}
