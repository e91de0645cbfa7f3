import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import { TextSections } from '@/components/ui/text-sections';
import type { TextSection } from '@/lib/content/text';

/** A static document of numbered sections (code of conduct, bye-laws). */
export function DocumentPage({
  title,
  intro,
  updated,
  sections,
}: {
  title: string;
  intro: string;
  updated: string;
  sections: TextSection[];
}) {
  return (
    <main id="main">
      <PageHero eyebrow="How we work" title={title}>
        <p>{intro}</p>
      </PageHero>
      <article className={ui.section}>
        <div className={ui.prose}>
          <p>
            <em>Last updated {updated}.</em>
          </p>
          <TextSections sections={sections} numbered />
        </div>
      </article>
    </main>
  );
}
