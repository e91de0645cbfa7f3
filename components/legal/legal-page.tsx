import { PageHero } from '@/components/ui/page-hero';
import { TextSections } from '@/components/ui/text-sections';
import { LEGAL_DATES, type LegalSection } from '@/lib/content/legal';
import { SectionsNav } from './sections-nav';
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
        <SectionsNav sections={sections.map(({ id, heading }) => ({ id, heading }))} />
        <article className={styles.text}>
          <TextSections sections={sections} numbered className={styles.section} />
        </article>
      </div>
    </main>
  );
}
