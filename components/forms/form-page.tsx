import type { ReactNode } from 'react';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';

/**
 * A page whose body is one form: the title band with its introduction, then the form in a readable column.
 * Its words (the page's, the form's) are in the page's language: its <main> is marked so (PageMain).
 */
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
    <PageMain>
      <PageHero eyebrow={eyebrow} title={title}>
        <p>{intro}</p>
      </PageHero>
      <section className={ui.section} aria-label={label}>
        <div className={ui.prose}>{children}</div>
      </section>
    </PageMain>
  );
}
