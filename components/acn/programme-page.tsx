import type { Metadata } from 'next';
import { PROGRAMMES, type Programme } from '@/lib/content/acn';
import { fitDescription, pageMetadata } from '@/lib/seo/metadata';
import { StaticPage } from './static-page';
import styles from './acn.module.css';

export const programmeMetadata = (slug: Programme['slug']): Metadata =>
  pageMetadata({
    title: PROGRAMMES[slug].title,
    description: fitDescription(PROGRAMMES[slug].text),
    path: `/acn/what-we-do/${slug}`,
  });

/** Economic well-being, Health, Education: hero with title and text, the programme, and 'Our goals'. */
export function ProgrammePage({ slug }: { slug: Programme['slug'] }) {
  const p = PROGRAMMES[slug];
  return (
    <StaticPage title={p.title} text={p.text} blocks={[{ heading: 'What we do', paragraphs: p.intro }]}>
      <h2>Our goals</h2>
      <ul className={styles.benefits}>
        {p.goals.map((g) => (
          <li key={g.title}>
            <h3>{g.title}</h3>
            <p>{g.text}</p>
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}
