import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';

export interface DocumentSection {
  heading: string;
  paragraphs?: string[];
  points?: string[];
}

/** A static document of numbered sections (code of conduct, bye-laws). */
export function DocumentPage({ title, intro, updated, sections }: { title: string; intro: string; updated: string; sections: DocumentSection[] }) {
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
          {sections.map((s, i) => (
            <section key={s.heading} aria-labelledby={`doc-${i}`}>
              <h2 id={`doc-${i}`}>
                {i + 1}. {s.heading}
              </h2>
              {s.paragraphs?.map((p) => <p key={p}>{p}</p>)}
              {s.points && (
                <ul>
                  {s.points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </article>
    </main>
  );
}
