import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { EventList } from '@/components/events/event-list';
import { Founder } from '@/components/sections/founder';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import { readEvents } from '@/lib/queries/events';

export const revalidate = 60;

export const metadata: Metadata = pageMetadata({
  title: 'Events',
  description: 'Summits, reading festivals, teacher training and community fairs from Edu Connect Africa and its arms.',
  path: '/events',
});

export default async function EventsPage() {
  const [upcoming, past] = await Promise.all([readEvents('upcoming'), readEvents('past')]);
  return (
    <main id="main">
      <PageHero eyebrow="Events" title="Gatherings, summits and festivals">
        <p>Meet us in Accra, Kano, Kumasi, Lagos and online.</p>
      </PageHero>
      <section className={ui.section} aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading">Upcoming events</h2>
        <EventList items={upcoming} when="upcoming" leading />
      </section>
      <section className={ui.section} aria-labelledby="past-heading">
        <h2 id="past-heading">Past events</h2>
        {/* With no upcoming event, the past list's first picture is the one a phone shows first. */}
        <EventList items={past} when="past" leading={!upcoming?.length} />
      </section>
      <Founder variant="bio" />
    </main>
  );
}
