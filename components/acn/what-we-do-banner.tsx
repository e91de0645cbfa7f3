import { PageHero } from '@/components/ui/page-hero';
import { acnWords } from './words';

/** The reusable 'What we do' banner: its label (by default 'What we do', in the page's language), a title and a short text. */
export async function WhatWeDoBanner({ title, text, label }: { title: string; text: string; label?: string }) {
  const eyebrow = label ?? (await acnWords())('labels.whatWeDo');
  return (
    <PageHero tone="light" eyebrow={eyebrow} title={title}>
      <p>{text}</p>
    </PageHero>
  );
}
