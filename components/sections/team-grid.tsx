import type { TeamMember } from '@/lib/api/schemas';
import { MemberCard } from './member-card';
import styles from './team-grid.module.css';
import { ErrorState, EmptyState } from '@/components/ui/states';
import { EMPTY_TEXT, ERROR_TEXT } from '@/lib/content/messages';
import { leadPicture } from '@/lib/queries/media';

interface Props {
  items: TeamMember[] | null;
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
  if (items === null) return <ErrorState text={errorText} />;
  if (items.length === 0) return <EmptyState text={emptyText} />;
  const lead = leading ? await leadPicture(items[0]!.image) : undefined;
  return (
    <ul className={styles.grid}>
      {items.slice(0, limit).map((m, i) => (
        <li key={m._id ?? i}>
          <MemberCard member={m} lead={i === 0 ? lead : undefined} />
        </li>
      ))}
    </ul>
  );
}
