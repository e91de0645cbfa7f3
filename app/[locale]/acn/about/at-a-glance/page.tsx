import type { Metadata } from 'next';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata, pageLocale } from '@/lib/seo/metadata';
import { StaticPage } from '@/components/acn/static-page';
import styles from '@/components/acn/acn.module.css';
import { acnWords, percent, textSection } from '@/components/acn/words';
import { EFFICIENCY, HERO_STATS } from '@/lib/content/acn';

export async function generateMetadata(): Promise<Metadata> {
  const t = await acnWords();
  return localizedMetadata({
    title: t('atAGlance.title'),
    description: t('atAGlance.description'),
    path: PAGES.acnAtAGlance.path,
  });
}

export default async function AtAGlance() {
  const [t, locale] = await Promise.all([acnWords(), pageLocale()]);
  return (
    <StaticPage
      label={t('labels.whoWeAre')}
      title={t('atAGlance.title')}
      text={t('atAGlance.text')}
      blocks={[
        textSection(t, 'atAGlance.lastYear', { points: ['children', 'teachers', 'lamps', 'midwives', 'savings'] }),
      ]}
    >
      <h2>{t('atAGlance.reachHeading')}</h2>
      <ul className={styles.benefits}>
        {HERO_STATS.map((s) => (
          <li key={s.key}>
            <h3>{s.value}</h3>
            <p>{t(`stats.${s.key}`)}</p>
          </li>
        ))}
      </ul>
      <h2>{t('atAGlance.spendHeading')}</h2>
      <ul>
        {EFFICIENCY.map((e) => (
          <li key={e.key}>
            {percent(e.percent, locale)} {t(`efficiency.labels.${e.key}`)}
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}
