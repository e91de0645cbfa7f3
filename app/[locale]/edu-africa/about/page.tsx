import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';

/** What the team believes, in the order the page lists it; the words are `about.beliefs.<key>`. */
const BELIEFS = ['homeLanguage', 'culture', 'teachers', 'phone'] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('eduAfrica');
  return localizedMetadata({
    title: t('about.metaTitle'),
    description: t('about.metaDescription'),
    path: PAGES.eduAfricaAbout.path,
  });
}

export default async function EduAfricaAbout() {
  const t = await getTranslations('eduAfrica');
  return (
    <PageMain>
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.title')} />
      <section className={ui.section}>
        <div className={ui.prose}>
          <p>{t('about.languages')}</p>
          <p>{t('about.countries')}</p>
          <h2>{t('about.believeHeading')}</h2>
          <ul>
            {BELIEFS.map((key) => (
              <li key={key}>{t(`about.beliefs.${key}`)}</li>
            ))}
          </ul>
        </div>
      </section>
    </PageMain>
  );
}
