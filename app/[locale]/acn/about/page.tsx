import type { Metadata } from 'next';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata, pageLocale } from '@/lib/seo/metadata';
import { Link } from '@/components/ui/link';
import { PageMain } from '@/components/layout/page-main';
import styles from '@/components/acn/acn.module.css';
import { PostCard } from '@/components/acn/post-card';
import { WhatWeDoBanner } from '@/components/acn/what-we-do-banner';
import { getTranslations } from 'next-intl/server';
import { acnWords, postDate, categoryLang } from '@/components/acn/words';
import ui from '@/components/ui/section.module.css';
import { WHERE_WE_WORK } from '@/lib/content/acn';
import { readPostSummaries } from '@/lib/queries/posts';
import { ErrorState, EmptyState } from '@/components/ui/states';
import { EMPTY_TEXT } from '@/lib/content/messages';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await acnWords();
  return localizedMetadata({ title: t('about.title'), description: t('about.description'), path: PAGES.acnAbout.path });
}

export default async function AcnAbout() {
  const locale = await pageLocale();
  const [stories, t, tu] = await Promise.all([readPostSummaries('story', locale), acnWords(), getTranslations('ui')]);
  return (
    <PageMain>
      <WhatWeDoBanner label={t('labels.aboutUs')} title={t('about.title')} text={t('about.text')} />
      <section className={ui.section}>
        <div className={ui.prose}>
          <p>{t('about.history')}</p>
          <h2>{t('about.whereHeading')}</h2>
          <p>{t('about.whereIntro')}</p>
          <ul>
            {WHERE_WE_WORK.map((code) => (
              <li key={code}>{tu(`countries.${code}`)}</li>
            ))}
          </ul>
          <p>
            <Link href="/acn/about/our-strategies">{t('about.howWeWork')}</Link> ·{' '}
            <Link href="/acn/about/at-a-glance">{t('about.atAGlance')}</Link>
          </p>
        </div>
      </section>
      <section className={ui.section} aria-labelledby="top-stories">
        <h2 id="top-stories">{t('about.topStories')}</h2>
        {stories === null ? (
          <ErrorState />
        ) : stories.length === 0 ? (
          <EmptyState text={EMPTY_TEXT.stories} />
        ) : (
          <ul className={styles.postGrid}>
            {stories.slice(0, 3).map((s) => (
              <li key={s.id}>
                <PostCard post={s} date={postDate(s.createdAt, locale)} categoryLang={categoryLang(locale)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageMain>
  );
}
