import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/ui/link';
import { PageMain } from '@/components/layout/page-main';
import { FaqList } from '@/components/sections/faq-list';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import { readFaqs } from '@/lib/queries/people';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('group.faq');
  return localizedMetadata({ title: t('title'), description: t('description'), path: PAGES.faq.path });
}

export default async function FaqPage() {
  const [faqs, t] = await Promise.all([readFaqs('group'), getTranslations('group.faq')]);
  return (
    <PageMain>
      <PageHero eyebrow={t('eyebrow')} title={t('heading')}>
        <p>{t('intro')}</p>
      </PageHero>
      <section className={ui.section} aria-labelledby="questions-heading">
        {/* The questions are h3: this keeps the outline whole under the page's h1. */}
        <h2 id="questions-heading" className="visually-hidden">
          {t('questions')}
        </h2>
        <div className={ui.prose}>
          <FaqList items={faqs} />
          <h2>{t('stillHeading')}</h2>
          <p>{t('stillText')}</p>
          <Link href="/contact" className={ui.button}>
            {t('contact')}
          </Link>
        </div>
      </section>
    </PageMain>
  );
}
