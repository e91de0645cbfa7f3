import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { PAGES } from '@/lib/content/pages';
import { acnNgo } from '@/lib/seo/structured-data';
import { localizedMetadata, pageLocale } from '@/lib/seo/metadata';
import { Link } from '@/components/ui/link';
import { PageMain } from '@/components/layout/page-main';
import { AcnTestimonials } from '@/components/acn/acn-testimonials';
import styles from '@/components/acn/acn.module.css';
import { DonateButton } from '@/components/acn/donate-button';
import { PostCard } from '@/components/acn/post-card';
import { StoriesShowcase } from '@/components/acn/stories-showcase';
import { acnWords, impactAmounts, postDate, categoryLang } from '@/components/acn/words';
import ui from '@/components/ui/section.module.css';
import { BENEFITS, HERO_STATS, IMPACT_OPTIONS } from '@/lib/content/acn';
import { readPostSummaries } from '@/lib/queries/posts';
import { readTestimonies } from '@/lib/queries/people';
import { ArmHero } from '@/components/ui/arm-hero';
import { ErrorState, EmptyState } from '@/components/ui/states';
import { EMPTY_TEXT } from '@/lib/content/messages';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await acnWords();
  // The network's name is its title in every language.
  return localizedMetadata({
    title: 'African Child Network',
    description: t('home.description'),
    path: PAGES.acnHome.path,
  });
}

export default async function AcnHome() {
  const locale = await pageLocale();
  const [stories, news, testimonies, t] = await Promise.all([
    readPostSummaries('story', locale),
    readPostSummaries('news', locale),
    readTestimonies('acn'),
    acnWords(),
  ]);
  return (
    <PageMain>
      <JsonLd data={acnNgo(t('home.description'))} />
      <ArmHero theme="acn" labelledBy="acn-hero">
        <h1 id="acn-hero">{t('home.heroTitle')}</h1>
        <p>{t('home.heroText')}</p>
        <DonateButton label={t('home.makeDonation')} className={styles.donateButton} />
        <ul className={styles.stats} aria-label={t('home.reach')}>
          {HERO_STATS.map((s) => (
            <li key={s.key}>
              <strong>{s.value}</strong>
              {t(`stats.${s.key}`)}
            </li>
          ))}
        </ul>
      </ArmHero>

      <section className={ui.section} aria-labelledby="stories-heading">
        <h2 id="stories-heading">{t('home.storiesHeading')}</h2>
        <p className={ui.lead}>{t('home.storiesLead')}</p>
        {stories === null ? (
          <ErrorState />
        ) : stories.length === 0 ? (
          <EmptyState text={EMPTY_TEXT.stories} />
        ) : (
          <StoriesShowcase stories={stories} label={t('home.storiesCarousel')} />
        )}
        <p>
          <Link href="/acn/about/our-stories">{t('home.allStories')}</Link>
        </p>
      </section>

      <section className={ui.section} aria-labelledby="impact-heading">
        <p className={ui.eyebrow}>{t('home.impactEyebrow')}</p>
        <h2 id="impact-heading">{t('home.impactHeading')}</h2>
        <ul className={styles.benefits}>
          {BENEFITS.map((b) => (
            <li key={b}>
              <h3>{t(`benefits.${b}.title`)}</h3>
              <p>{t(`benefits.${b}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={ui.section} aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading">{t('home.testimonialsHeading')}</h2>
        {testimonies ? <AcnTestimonials items={testimonies} /> : <ErrorState />}
      </section>

      <section className={ui.section} aria-labelledby="news-heading">
        <h2 id="news-heading">{t('home.newsHeading')}</h2>
        {news === null ? (
          <ErrorState />
        ) : news.length === 0 ? (
          <EmptyState text={EMPTY_TEXT.news} />
        ) : (
          <ul className={styles.postGrid}>
            {news.slice(0, 2).map((n) => (
              <li key={n.id}>
                <PostCard post={n} date={postDate(n.createdAt, locale)} categoryLang={categoryLang(locale)} />
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link href="/acn/about/acn-news">{t('home.allNews')}</Link>
        </p>
      </section>

      <div className={ui.section}>
        <section className={ui.banner} aria-labelledby="donate-heading">
          <div>
            <h2 id="donate-heading">{t('home.donateHeading')}</h2>
            <p>{t('home.donateText', impactAmounts(IMPACT_OPTIONS, locale))}</p>
          </div>
          <DonateButton label={t('home.donate')} className={styles.donateButton} />
        </section>
      </div>
    </PageMain>
  );
}
