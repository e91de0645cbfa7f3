import type { Metadata } from 'next';
import { PROGRAMMES, type Programme } from '@/lib/content/acn';
import { PAGES } from '@/lib/content/pages';
import { fitDescription, localizedMetadata } from '@/lib/seo/metadata';
import { StaticPage } from './static-page';
import styles from './acn.module.css';
import { acnWords } from './words';

/** Each programme's page in the registry. */
const PROGRAMME_PAGES: Record<Programme['slug'], string> = {
  economic: PAGES.acnEconomic.path,
  health: PAGES.acnHealth.path,
  education: PAGES.acnEducation.path,
};

export async function programmeMetadata(slug: Programme['slug']): Promise<Metadata> {
  const t = await acnWords();
  return localizedMetadata({
    title: t(`programmes.${slug}.title`),
    description: fitDescription(t(`programmes.${slug}.text`)),
    path: PROGRAMME_PAGES[slug],
  });
}

/** Economic well-being, Health, Education: hero with title and text, the programme, and 'Our goals'. */
export async function ProgrammePage({ slug }: { slug: Programme['slug'] }) {
  const t = await acnWords();
  const p = PROGRAMMES[slug];
  const key = `programmes.${slug}`;
  return (
    <StaticPage
      title={t(`${key}.title`)}
      text={t(`${key}.text`)}
      blocks={[{ heading: t('labels.whatWeDo'), paragraphs: p.intro.map((i) => t(`${key}.intro.${i}`)) }]}
    >
      <h2>{t('programmes.goalsHeading')}</h2>
      <ul className={styles.benefits}>
        {p.goals.map((g) => (
          <li key={g}>
            <h3>{t(`${key}.goals.${g}.title`)}</h3>
            <p>{t(`${key}.goals.${g}.text`)}</p>
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}
