import { PageHero } from '@/components/ui/page-hero';

/** The reusable 'What we do' banner: its label, a title and a short text. */
export function WhatWeDoBanner({ title, text, label = 'What we do' }: { title: string; text: string; label?: string }) {
  return (
    <PageHero tone="light" eyebrow={label} title={title}>
      <p>{text}</p>
    </PageHero>
  );
}
