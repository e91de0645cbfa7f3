import type { Metadata } from 'next';
import { MembershipForm } from '@/components/arewahub/membership-form';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import { JOIN_HREF } from '@/lib/arewahub-content';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Join the Creative Hub',
  description: 'Become a member of Arewa Hub: tell us about your craft, your experience and your work, with photos, and join our makers.',
  path: JOIN_HREF,
});

/** The crafts membership on a page of its own: where the join buttons lead a visitor whose scripts have not run (with scripts they open the modal). */
export default function JoinHubPage() {
  return (
    <main id="main">
      <PageHero eyebrow="Arewa Hub" title="Join the Creative Hub">
        <p>Gatherings, reading events, bead crafting and book writing: tell us about your craft.</p>
      </PageHero>
      <section className={ui.section} aria-label="Crafts membership">
        <div className={ui.prose}>
          <MembershipForm />
        </div>
      </section>
    </main>
  );
}
