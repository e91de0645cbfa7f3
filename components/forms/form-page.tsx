import type { ReactNode } from 'react';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';

/** A page whose body is one form: the title band with its introduction, then the form in a readable column. */
export function FormPage({
  eyebrow,
  title,
  intro,
  label,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <main id="main">
      <PageHero eyebrow={eyebrow} title={title}>
        <p>{intro}</p>
      </PageHero>
      <section className={ui.section} aria-label={label}>
        <div className={ui.prose}>{children}</div>
      </section>
    </main>
  );
}
