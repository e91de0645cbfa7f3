import type { ReactNode } from 'react';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import type { ArmKey } from '@/lib/content/arms';
import { PageContactForm } from './page-forms';
import { loadFormText } from './load-form-text';

/** A contact page: its title band and the arm's contact form, in the page's language (its <main> marked so: PageMain). */
export async function ContactPage(props: {
  arm: ArmKey;
  eyebrow?: string;
  title: string;
  intro: ReactNode;
  successText: string | null;
}) {
  const text = await loadFormText('contact');
  return (
    <PageMain>
      <PageHero eyebrow={props.eyebrow} title={props.title}>
        <p>{props.intro}</p>
      </PageHero>
      <section className={ui.section} aria-label={text.contact.label}>
        <div className={ui.prose}>
          <PageContactForm arm={props.arm} successText={props.successText} text={text} />
        </div>
      </section>
    </PageMain>
  );
}
