import type { ReactNode } from 'react';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import type { ArmKey } from '@/lib/content/arms';
import { ContactForm } from './contact-form';

/** A contact page: its title band and the arm's contact form. */
export function ContactPage(props: {
  arm: ArmKey;
  eyebrow?: string;
  title: string;
  intro: ReactNode;
  successText: string | null;
}) {
  return (
    <main id="main">
      <PageHero eyebrow={props.eyebrow} title={props.title}>
        <p>{props.intro}</p>
      </PageHero>
      <section className={ui.section} aria-label="Contact form">
        <div className={ui.prose}>
          <ContactForm arm={props.arm} successText={props.successText} />
        </div>
      </section>
    </main>
  );
}
