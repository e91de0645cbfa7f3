import Image from 'next/image';
import type { ApiResult } from '@/lib/api/client';
import type { TeamMember } from '@/lib/api/schemas';
import { FALLBACK_IMAGE } from '@/lib/format';
import styles from './team-grid.module.css';

interface Props {
  result: ApiResult<TeamMember[]>;
  errorText?: string;
  emptyText?: string;
}

/** A grid of team member cards, with the spec's error and empty messages. */
export function TeamGrid({ result, errorText = 'Something went wrong', emptyText = 'No team members found' }: Props) {
  if (!result.ok) return <p className={styles.state} role="status">{errorText}</p>;
  if (result.data.length === 0) return <p className={styles.state}>{emptyText}</p>;
  return (
    <ul className={styles.grid}>
      {result.data.map((m) => {
        const name = `${m.firstName} ${m.lastName}`.trim();
        return (
          <li key={m._id ?? name} className={styles.card}>
            <Image src={m.image ?? FALLBACK_IMAGE} alt={`Portrait of ${name}`} width={400} height={400} />
            <h3>{name}</h3>
            <p>{m.position}</p>
            <div className={styles.social}>
              {m.twitterHandle && <a href={`https://x.com/${m.twitterHandle}`} rel="noopener noreferrer" target="_blank">X<span className="visually-hidden"> profile of {name} (opens in a new tab)</span></a>}
              {m.linkedinHandle && <a href={`https://www.linkedin.com/in/${m.linkedinHandle}`} rel="noopener noreferrer" target="_blank">LinkedIn<span className="visually-hidden"> profile of {name} (opens in a new tab)</span></a>}
              {m.instagramHandle && <a href={`https://www.instagram.com/${m.instagramHandle}`} rel="noopener noreferrer" target="_blank">Instagram<span className="visually-hidden"> profile of {name} (opens in a new tab)</span></a>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
