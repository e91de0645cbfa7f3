import { PageHero } from '@/components/ui/page-hero';
import { LEGAL_DATES, type LegalSection } from '@/lib/legal';
import { LegalNav } from './legal-nav';
import styles from './legal.module.css';

export function LegalPage({ title, sections }: { title: string; sections: LegalSection[] }) {
  return (
    <main id="main">
      <PageHero eyebrow="Edu Africa" title={title}>
        <p>
          Effective {LEGAL_DATES.effective}. Last updated {LEGAL_DATES.updated}.
        </p>
      </PageHero>
      <div className={styles.layout}>
        <LegalNav sections={sections.map(({ id, title: t }) => ({ id, title: t }))} />
        <article className={styles.text}>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} className={styles.section} aria-labelledby={`${s.id}-heading`}>
              <h2 id={`${s.id}-heading`}>
                {i + 1}. {s.title}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {s.points && (
                <ul>
                  {s.points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </article>
      </div>
    </main>
  );
}
