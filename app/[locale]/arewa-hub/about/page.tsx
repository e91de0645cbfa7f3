import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/ui/link';
import styles from '@/components/arewahub/arewahub.module.css';
import { PageMain } from '@/components/layout/page-main';
import { TeamGrid } from '@/components/sections/team-grid';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import { readTeam } from '@/lib/queries/people';
import { EMPTY_TEXT, ERROR_TEXT } from '@/lib/content/messages';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('arewaHub');
  return localizedMetadata({
    title: t('about.title'),
    description: t('about.metaDescription'),
    path: PAGES.arewaHubAbout.path,
  });
}

export default async function ArewaHubAbout() {
  const [team, t] = await Promise.all([readTeam('arewahub'), getTranslations('arewaHub')]);
  return (
    <PageMain>
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.title')}>
        <p>{t('about.intro')}</p>
      </PageHero>
      <section className={ui.section} aria-label={t('about.visionAndMission')}>
        <div className={styles.twoColumns}>
          <div>
            <h2>{t('about.visionHeading')}</h2>
            <p>{t('about.vision')}</p>
          </div>
          <div>
            <h2>{t('about.missionHeading')}</h2>
            <p>{t('about.mission')}</p>
          </div>
        </div>
      </section>
      <section className={ui.section} aria-labelledby="team-heading">
        <h2 id="team-heading">{t('about.teamHeading')}</h2>
        <TeamGrid items={team} limit={4} errorText={ERROR_TEXT.teamMembers} emptyText={EMPTY_TEXT.arewaTeam} />
        <p>
          <Link href="/arewa-hub/team" className={ui.button}>
            {t('about.viewAll')}
          </Link>
        </p>
      </section>
    </PageMain>
  );
}
