import { CardsSection } from '@/components/ui/cards-section';
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
import { VALUES } from '@/lib/content/arewa-hub';
import { EMPTY_TEXT, ERROR_TEXT } from '@/lib/content/messages';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('arewaHub');
  return localizedMetadata({
    title: t('team.metaTitle'),
    description: t('team.metaDescription'),
    path: PAGES.arewaHubTeam.path,
  });
}

export default async function ArewaHubTeam() {
  const [team, t] = await Promise.all([readTeam('arewahub'), getTranslations('arewaHub')]);
  return (
    <PageMain>
      <PageHero eyebrow={t('team.eyebrow')} title={t('team.title')} />
      <CardsSection id="team-members-heading" title={t('team.membersHeading')}>
        <TeamGrid leading items={team} errorText={ERROR_TEXT.teamMembers} emptyText={EMPTY_TEXT.arewaTeam} />
      </CardsSection>
      <section className={ui.section} aria-labelledby="values-heading">
        <h2 id="values-heading">{t('team.valuesHeading')}</h2>
        <ul className={styles.values}>
          {VALUES.map((key) => (
            <li key={key}>
              <h3>{t(`team.values.${key}.title`)}</h3>
              <p>{t(`team.values.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className={ui.section}>
        <div className={styles.banner}>
          <h2>{t('team.bannerHeading')}</h2>
          <Link href="/arewa-hub/contact" className={ui.buttonLight}>
            {t('team.getInTouch')}
          </Link>
        </div>
      </div>
    </PageMain>
  );
}
