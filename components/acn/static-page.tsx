import ui from '@/components/ui/section.module.css';
import { WhatWeDoBanner } from './what-we-do-banner';

export interface StaticBlock {
  heading: string;
  paragraphs?: string[];
  points?: string[];
}

/** A static page of the network: the 'What we do' banner and its sections of text. */
export function StaticPage({ label, title, text, blocks, children }: { label?: string; title: string; text: string; blocks: StaticBlock[]; children?: React.ReactNode }) {
  return (
    <main id="main">
      <WhatWeDoBanner label={label} title={title} text={text} />
      <section className={ui.section}>
        <div className={ui.prose}>
          {blocks.map((b) => (
            <div key={b.heading}>
              <h2>{b.heading}</h2>
              {b.paragraphs?.map((p) => <p key={p}>{p}</p>)}
              {b.points && (
                <ul>
                  {b.points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              )}
            </div>
          ))}
          {children}
        </div>
      </section>
    </main>
  );
}
