import { getTranslations } from 'next-intl/server';
import type { TeamMember } from '@/lib/api/schemas';
import styles from './team-grid.module.css';
import { DataImage } from '@/components/ui/data-image';
import type { LeadPicture } from '@/lib/format/picture-widths';
import { inLanguage } from '@/lib/format/in-language';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/seo/metadata';

const SOCIAL = [
  ['twitterHandle', 'X', (h: string) => `https://x.com/${h}`],
  ['linkedinHandle', 'LinkedIn', (h: string) => `https://www.linkedin.com/in/${h}`],
  ['instagramHandle', 'Instagram', (h: string) => `https://www.instagram.com/${h}`],
] as const;

/** A card's words in the page's language, for a whole list of cards at once (memberWords). */
export interface MemberWords {
  portrait: (name: string) => string;
  profile: (name: string) => string;
  /** The page's language, in which a member's translated text is shown (lib/format/in-language.ts). */
  locale: Locale;
}

export async function memberWords(): Promise<MemberWords> {
  const t = await getTranslations('ui.team');
  return {
    portrait: (name) => t('portrait', { name }),
    profile: (name) => t('profile', { name }),
    locale: await pageLocale(),
  };
}

/**
 * One person: portrait (or the fallback picture), name, position and social links. `lead` for the card
 * that opens a page: its portrait is fetched at once and written in as far as it can be. The position and
 * the portrait's description are in the page's language where translated, and marked English where not.
 */
export function MemberCard({
  member: own,
  lead,
  words,
}: {
  member: TeamMember;
  lead?: LeadPicture;
  words: MemberWords;
}) {
  const { record: member, lang } = inLanguage('teamMember', own, words.locale);
  const name = `${member.firstName} ${member.lastName}`.trim();
  return (
    <article className={styles.card}>
      <DataImage
        src={member.image}
        alt={member.imageAlt ?? words.portrait(name)}
        lang={member.imageAlt ? lang.imageAlt : undefined}
        width={400}
        height={400}
        lead={lead}
      />
      <h3>{name}</h3>
      <p lang={lang.position}>{member.position}</p>
      <div className={styles.social}>
        {SOCIAL.map(([field, label, href]) => {
          const handle = member[field];
          return handle ? (
            <a key={field} href={href(handle)} rel="noopener noreferrer" target="_blank">
              {label}
              <span className="visually-hidden">{` ${words.profile(name)}`}</span>
            </a>
          ) : null;
        })}
      </div>
    </article>
  );
}
