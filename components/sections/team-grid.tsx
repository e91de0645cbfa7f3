import type { TeamMember } from '@/lib/api/schemas';
import { MemberCard, memberWords } from './member-card';
import styles from './team-grid.module.css';
import { EmptyMessage, ErrorMessage } from '@/components/ui/state-message';
import { stateText } from '@/components/ui/states';
import { EMPTY_TEXT, ERROR_TEXT } from '@/lib/content/messages';
import { leadPicture } from '@/lib/queries/media';

interface Props {
  items: TeamMember[] | null;
  /** A key of lib/content/messages.ts (shown in the page's language) or words of the page's own. */
  errorText?: string;
  emptyText?: string;
  /** Show only the first few (the crafts arm's preview). */
  limit?: number;
  /** The grid leads its page: on a phone its first portrait is the largest paint, so it is fetched at once. */
  leading?: boolean;
}

/** A grid of team member cards, with its error and empty messages. */
export async function TeamGrid({
  items,
  errorText = ERROR_TEXT.short,
  emptyText = EMPTY_TEXT.groupTeam,
  limit,
  leading = false,
}: Props) {
  if (items === null) return <ErrorMessage text={await stateText(errorText)} />;
  if (items.length === 0) return <EmptyMessage text={await stateText(emptyText)} />;
  const lead = leading ? await leadPicture(items[0]!.image) : undefined;
  const words = await memberWords();
  return (
    <ul className={styles.grid}>
      {items.slice(0, limit).map((m, i) => (
        <li key={m._id ?? i}>
          <MemberCard member={m} lead={i === 0 ? lead : undefined} words={words} />
        </li>
      ))}
    </ul>
  );
}
