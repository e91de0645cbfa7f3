import { getTranslations } from 'next-intl/server';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import { TextSections } from '@/components/ui/text-sections';
import type { TextSection } from '@/lib/content/text';

/**
 * A static document of numbered sections (code of conduct, bye-laws). Its main landmark is in the page's
 * language: the page passes its title, introduction, date and sections in that language.
 */
export async function DocumentPage({
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
  const t = await getTranslations('ui.document');
  return (
    <PageMain>
      <PageHero eyebrow={t('eyebrow')} title={title}>
        <p>{intro}</p>
      </PageHero>
      <article className={ui.section}>
        <div className={ui.prose}>
          <p>
            <em>{t('updated', { date: updated })}</em>
          </p>
          <TextSections sections={sections} numbered />
        </div>
      </article>
    </PageMain>
  );
}
