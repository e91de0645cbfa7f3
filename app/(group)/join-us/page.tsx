import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { Suspense } from 'react';
import { JoinPicker } from '@/components/forms/join-picker';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'Join Us',
  description: 'Become a volunteer, a member or a champion of Edu Connect Africa.',
  path: '/join-us',
});

export default function JoinUsPage() {
  return (
    <main id="main">
      <PageHero eyebrow="Join the movement" title="Join Us">
        <p>Volunteers give their time, members share our mission, champions lead where they live. Choose how you would like to take part.</p>
      </PageHero>
      <section className={ui.section} aria-label="Ways to join">
        <Suspense>
          <JoinPicker />
        </Suspense>
      </section>
    </main>
  );
}
