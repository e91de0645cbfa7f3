import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { EventList } from '@/components/events/event-list';
import { PageMain } from '@/components/layout/page-main';
import { Founder } from '@/components/sections/founder';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import { readEvents } from '@/lib/queries/events';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('group.events');
  return localizedMetadata({ title: t('title'), description: t('description'), path: PAGES.events.path });
}

export default async function EventsPage() {
  const [upcoming, past, t] = await Promise.all([
    readEvents('upcoming'),
    readEvents('past'),
    getTranslations('group.events'),
  ]);
  return (
    <PageMain>
      <PageHero eyebrow={t('eyebrow')} title={t('heading')}>
        <p>{t('intro')}</p>
      </PageHero>
      <section className={ui.section} aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading">{t('upcoming')}</h2>
        <EventList items={upcoming} when="upcoming" leading />
      </section>
      <section className={ui.section} aria-labelledby="past-heading">
        <h2 id="past-heading">{t('past')}</h2>
        {/* With no upcoming event, the past list's first picture is the one a phone shows first. */}
        <EventList items={past} when="past" leading={!upcoming?.length} />
      </section>
      <Founder variant="bio" />
    </PageMain>
  );
}
