import { CardsSection } from '@/components/ui/cards-section';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { PageMain } from '@/components/layout/page-main';
import { TeamSlider } from '@/components/sections/team-slider';
import { PageHero } from '@/components/ui/page-hero';
import { readTeam } from '@/lib/queries/people';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('eduAfrica');
  return localizedMetadata({
    title: t('team.metaTitle'),
    description: t('team.metaDescription'),
    path: PAGES.eduAfricaTeam.path,
  });
}

export default async function EduAfricaTeam() {
  const [team, t] = await Promise.all([readTeam('eduafrica'), getTranslations('eduAfrica')]);
  return (
    <PageMain>
      <PageHero eyebrow={t('team.eyebrow')} title={t('team.title')}>
        <p>{t('team.intro')}</p>
      </PageHero>
      <CardsSection id="team-members-heading" title={t('team.membersHeading')}>
        <TeamSlider items={team} />
      </CardsSection>
    </PageMain>
  );
}
