import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.css';
import { INVALID_NOTICE } from '@/components/admin/notices';
import { hadPicture, memberFields, pictureValues } from '@/components/admin/content-fields';
import { ContentForm } from '@/components/admin/content-form';
import { type TeamName, TEAMS } from '@/lib/api/contract';
import { listTeam } from '@/lib/console/content';
import { deleteMemberAction, saveMemberAction } from '@/app/admin/actions/lists';
import { RecordTranslations } from '@/components/admin/record-translations';
import { coverageText, englishOf, listCoverageText } from '@/components/admin/translation-fields';
import { readTranslations } from '@/lib/console/translations';
import { saveTranslationAction } from '@/app/admin/actions/translations';

export const metadata: Metadata = { title: 'Teams' };

const TEAM_LABELS: Record<TeamName, string> = {
  educonnect: 'Edu Connect Africa',
  eduafrica: 'Edu Africa',
  arewahub: 'Arewa Hub',
  acn: 'African Child Network',
  acnAmbassadors: 'ACN ambassadors',
};

const NOTICES: Record<string, string> = {
  invalid: INVALID_NOTICE,
  added: 'Added to the team.',
  deleted: 'Removed from the team.',
  confirm: 'Nobody was removed: tick the box first.',
};

/** Each team's people (and the children's network's ambassadors), in the order their page shows them. */
export default async function TeamPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const team = (Object.keys(TEAMS) as TeamName[]).find((t) => t === params.team) ?? 'educonnect';
  const members = await listTeam(team);
  const translations = await readTranslations(
    'teamMember',
    members.map((m) => m.id),
  );
  const english = new Map(members.map((m) => [m.id, englishOf.teamMember(m)]));
  const coverage = members.map((m) => ({ english: english.get(m.id)!, translations: translations.get(m.id) }));
  const notice = NOTICES[String(params.notice)];
  const nextOrder = Math.max(0, ...members.map((m) => m.sort_order)) + 10;
  return (
    <main id="main" className={`${styles.page} ${styles.overview}`}>
      <h1>Team: {TEAM_LABELS[team]}</h1>
      <nav aria-label="Which team" className={styles.rowActions}>
        {(Object.keys(TEAMS) as TeamName[]).map((t) => (
          <Link key={t} href={`/admin/team?team=${t}`} prefetch={false} aria-current={t === team ? 'page' : undefined}>
            {TEAM_LABELS[t]}
          </Link>
        ))}
      </nav>
      <p>Translated fields: {listCoverageText(coverage)}.</p>
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      {members.map((m) => {
        const name = `${m.first_name} ${m.last_name}`;
        return (
          <details key={m.id} className={styles.card}>
            <summary>
              <strong>{name}</strong> <span className={styles.muted}>{m.position}</span>
              {m.active === 1 ? (
                <span className={styles.badge}>Shown</span>
              ) : (
                <span className={styles.badgeNew}>Hidden</span>
              )}{' '}
              <span className={styles.muted}>{coverageText(english.get(m.id)!, translations.get(m.id))}</span>
            </summary>
            <ContentForm
              action={saveMemberAction}
              fields={memberFields(!!m.image)}
              hidden={{ team, id: m.id, ...hadPicture(m.image) }}
              label={name}
              buttons={[{ value: 'save', label: 'Save' }]}
              announcesSave
              initial={{
                firstName: m.first_name,
                ...pictureValues(m.image_alt),
                lastName: m.last_name,
                position: m.position,
                country: m.country ?? '',
                bio: m.bio ?? '',
                linkedinHandle: m.linkedin_handle ?? '',
                twitterHandle: m.twitter_handle ?? '',
                instagramHandle: m.instagram_handle ?? '',
                order: String(m.sort_order),
                published: m.active === 1 ? 'yes' : '',
              }}
            />
            <RecordTranslations
              kind="teamMember"
              id={m.id}
              name={name}
              english={english.get(m.id)!}
              translations={translations.get(m.id)}
              action={saveTranslationAction}
              folded
            />
            <form action={deleteMemberAction} className={styles.rowActions} aria-label={`Remove ${name}`}>
              <input type="hidden" name="id" value={m.id} />
              <input type="hidden" name="team" value={team} />
              <label className={styles.cardHead}>
                <input type="checkbox" name="confirm" value="yes" className={styles.tick} />
                <span>Remove {name} from the team</span>
              </label>
              <button type="submit" className={styles.secondary}>
                Remove
              </button>
            </form>
          </details>
        );
      })}
      <h2>Add someone</h2>
      <ContentForm
        action={saveMemberAction}
        fields={memberFields(false)}
        hidden={{ team }}
        label="New team member"
        buttons={[{ value: 'add', label: 'Add to the team' }]}
        initial={{ order: String(nextOrder), published: 'yes' }}
      />
    </main>
  );
}
