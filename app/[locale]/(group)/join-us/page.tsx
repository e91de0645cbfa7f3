import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { JoinPicker } from '@/components/forms/join-picker';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import { isJoinRole } from '@/lib/content/group';

export const metadata: Metadata = pageMetadata({
  title: 'Join Us',
  description: 'Become a volunteer, a member or a champion of Edu Connect Africa.',
  path: '/join-us',
});

type Props = { searchParams: Promise<{ role?: string | string[] }> };

// The chosen form is in the server's HTML (/join-us?role=volunteers), for people without scripts and for crawlers.
export default async function JoinUsPage({ searchParams }: Props) {
  const { role } = await searchParams;
  return (
    <main id="main">
      <PageHero eyebrow="Join the movement" title="Join Us">
        <p>
          Volunteers give their time, members share our mission, champions lead where they live. Choose how you would
          like to take part.
        </p>
      </PageHero>
      <section className={ui.section} aria-label="Ways to join">
        <JoinPicker initial={isJoinRole(role) ? role : null} />
      </section>
    </main>
  );
}
