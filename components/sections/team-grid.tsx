import type { TeamMember } from '@/lib/api/schemas';
import { MemberCard } from './member-card';
import styles from './team-grid.module.css';
import { ErrorState, EmptyState } from '@/components/ui/states';

interface Props {
  items: TeamMember[] | null;
  errorText?: string;
  emptyText?: string;
  /** Show only the first few (the crafts arm's preview). */
  limit?: number;
}

/** A grid of team member cards, with its error and empty messages. */
export function TeamGrid({ items, errorText = 'Something went wrong', emptyText = 'No team members found', limit }: Props) {
  if (items === null) return <ErrorState text={errorText} />;
  if (items.length === 0) return <EmptyState text={emptyText} />;
  return (
    <ul className={styles.grid}>
      {items.slice(0, limit).map((m, i) => (
        <li key={m._id ?? i}>
          <MemberCard member={m} />
        </li>
      ))}
    </ul>
  );
}
