import { getTranslations } from 'next-intl/server';
import type { EventItem } from '@/lib/api/schemas';
import { EventCard } from './event-card';
import styles from './events.module.css';
import { EmptyMessage, ErrorMessage } from '@/components/ui/state-message';
import { stateText } from '@/components/ui/states';
import { inLanguage } from '@/lib/format/in-language';
import { EMPTY_TEXT, ERROR_TEXT } from '@/lib/content/messages';
import { leadPicture } from '@/lib/queries/media';
import { pageLocale } from '@/lib/seo/metadata';

interface Props {
  items: EventItem[] | null;
  when: 'upcoming' | 'past';
  /** The list that opens the page: its first picture is fetched at once (see EventCard). */
  leading?: boolean;
}

const EMPTY = { upcoming: EMPTY_TEXT.upcomingEvents, past: EMPTY_TEXT.pastEvents };

export async function EventList({ items, when, leading = false }: Props) {
  if (items === null) return <ErrorMessage text={await stateText(ERROR_TEXT.event)} />;
  if (items.length === 0) return <EmptyMessage text={await stateText(EMPTY[when])} />;
  const lead = leading ? await leadPicture(items[0]!.image) : undefined;
  const t = await getTranslations('ui.events');
  const locale = await pageLocale();
  const words = { locale, viewEvent: t('viewEvent') };
  return (
    <ul className={styles.grid}>
      {items.map((e, i) => (
        <li key={e.eventId}>
          <EventCard
            shown={inLanguage('event', e, locale)}
            when={when}
            lead={i === 0 ? lead : undefined}
            words={words}
          />
        </li>
      ))}
    </ul>
  );
}
