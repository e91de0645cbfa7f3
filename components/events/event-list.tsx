import ui from '@/components/ui/section.module.css';
import type { ApiResult } from '@/lib/api/client';
import type { EventItem } from '@/lib/api/schemas';
import { EventCard } from './event-card';
import styles from './events.module.css';

interface Props {
  result: ApiResult<EventItem[]>;
  when: 'upcoming' | 'past';
}

const EMPTY = { upcoming: 'No Upcoming Events!!!', past: 'There are no Past Event Available!!!' };

export function EventList({ result, when }: Props) {
  if (!result.ok)
    return (
      <p className={ui.state} role="status">
        Error Fetching Event. Try again Later!
      </p>
    );
  if (result.data.length === 0) return <p className={ui.state}>{EMPTY[when]}</p>;
  return (
    <ul className={styles.grid}>
      {result.data.map((e) => (
        <li key={e.eventId}>
          <EventCard event={e} when={when} />
        </li>
      ))}
    </ul>
  );
}
