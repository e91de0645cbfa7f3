import type { ApiResult } from '@/lib/api/client';
import type { TeamMember } from '@/lib/api/schemas';
import { MemberCard } from './member-card';
import styles from './team-grid.module.css';

interface Props {
  result: ApiResult<TeamMember[]>;
  errorText?: string;
  emptyText?: string;
  /** Show only the first few (the crafts arm's preview). */
  limit?: number;
}

/** A grid of team member cards, with the spec's error and empty messages. */
export function TeamGrid({ result, errorText = 'Something went wrong', emptyText = 'No team members found', limit }: Props) {
  if (!result.ok)
    return (
      <p className={styles.state} role="status">
        {errorText}
      </p>
    );
  if (result.data.length === 0) return <p className={styles.state}>{emptyText}</p>;
  return (
    <ul className={styles.grid}>
      {result.data.slice(0, limit).map((m, i) => (
        <li key={m._id ?? i}>
          <MemberCard member={m} />
        </li>
      ))}
    </ul>
  );
}
