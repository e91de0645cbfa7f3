import { getTranslations } from 'next-intl/server';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/ui/page-hero';
import { TextSections } from '@/components/ui/text-sections';
import { LEGAL_DATES, type LegalSection } from '@/lib/content/legal';
import { SectionsNav } from './sections-nav';
import styles from './legal.module.css';

/** A legal page of Edu Africa: the page passes its title and sections in its language; the dates are written in it. */
export async function LegalPage({ title, sections }: { title: string; sections: LegalSection[] }) {
  const t = await getTranslations('eduAfrica.legal');
  return (
    <PageMain>
      <PageHero eyebrow="Edu Africa" title={title}>
        <p>{t('dates', LEGAL_DATES)}</p>
      </PageHero>
      <div className={styles.layout}>
        <SectionsNav sections={sections.map(({ id, heading }) => ({ id, heading }))} />
        <article className={styles.text}>
          <TextSections sections={sections} numbered className={styles.section} />
        </article>
      </div>
    </PageMain>
  );
}
