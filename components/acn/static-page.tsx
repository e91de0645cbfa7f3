import ui from '@/components/ui/section.module.css';
import { TextSections } from '@/components/ui/text-sections';
import type { TextSection } from '@/lib/content/text';
import { PageMain } from '@/components/layout/page-main';
import { WhatWeDoBanner } from './what-we-do-banner';

/** A static page of the network, its words in the page's language: the 'What we do' banner and its sections of text. */
export function StaticPage({
  label,
  title,
  text,
  blocks,
  children,
}: {
  label?: string;
  title: string;
  text: string;
  blocks: TextSection[];
  children?: React.ReactNode;
}) {
  return (
    <PageMain>
      <WhatWeDoBanner label={label} title={title} text={text} />
      <section className={ui.section}>
        <div className={ui.prose}>
          <TextSections sections={blocks} />
          {children}
        </div>
      </section>
    </PageMain>
  );
}
