import { CardsSection } from '@/components/ui/cards-section';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { PageMain } from '@/components/layout/page-main';
import { Founder } from '@/components/sections/founder';
import { TeamGrid } from '@/components/sections/team-grid';
import { PageHero } from '@/components/ui/page-hero';
import { readTeam } from '@/lib/queries/people';
import { EMPTY_TEXT, ERROR_TEXT } from '@/lib/content/messages';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('group.teams');
  return localizedMetadata({ title: t('title'), description: t('description'), path: PAGES.teams.path });
}

export default async function TeamsPage() {
  const [team, t] = await Promise.all([readTeam('group'), getTranslations('group.teams')]);
  return (
    <PageMain>
      <PageHero eyebrow={t('eyebrow')} title={t('heading')}>
        <p>{t('intro')}</p>
      </PageHero>
      <CardsSection id="team-members-heading" title={t('members')}>
        <TeamGrid leading items={team} errorText={ERROR_TEXT.short} emptyText={EMPTY_TEXT.groupTeam} />
      </CardsSection>
      <Founder variant="quote" />
    </PageMain>
  );
}
