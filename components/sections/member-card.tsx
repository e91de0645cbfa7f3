import type { TeamMember } from '@/lib/api/schemas';
import styles from './team-grid.module.css';
import { DataImage } from '@/components/ui/data-image';
import type { LeadPicture } from '@/lib/format/picture-widths';

const SOCIAL = [
  ['twitterHandle', 'X', (h: string) => `https://x.com/${h}`],
  ['linkedinHandle', 'LinkedIn', (h: string) => `https://www.linkedin.com/in/${h}`],
  ['instagramHandle', 'Instagram', (h: string) => `https://www.instagram.com/${h}`],
] as const;

/**
 * One person: portrait (or the fallback picture), name, position and social links. `lead` for the card
 * that opens a page: its portrait is fetched at once and written in as far as it can be.
 */
export function MemberCard({ member, lead }: { member: TeamMember; lead?: LeadPicture }) {
  const name = `${member.firstName} ${member.lastName}`.trim();
  return (
    <article className={styles.card}>
      <DataImage
        src={member.image}
        alt={member.imageAlt ?? `Portrait of ${name}`}
        width={400}
        height={400}
        lead={lead}
      />
      <h3>{name}</h3>
      <p>{member.position}</p>
      <div className={styles.social}>
        {SOCIAL.map(([field, label, href]) => {
          const handle = member[field];
          return handle ? (
            <a key={field} href={href(handle)} rel="noopener noreferrer" target="_blank">
              {label}
              <span className="visually-hidden"> profile of {name} (opens in a new tab)</span>
            </a>
          ) : null;
        })}
      </div>
    </article>
  );
}
