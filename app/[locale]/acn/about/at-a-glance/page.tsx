import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { StaticPage } from '@/components/acn/static-page';
import styles from '@/components/acn/acn.module.css';
import { EFFICIENCY, HERO_STATS } from '@/lib/content/acn';

export const metadata: Metadata = pageMetadata({
  title: 'Impact at a glance',
  description: 'The African Child Network in figures: reach, programmes and how every dollar is spent.',
  path: '/acn/about/at-a-glance',
});

export default function AtAGlance() {
  return (
    <StaticPage
      label="Who we are"
      title="Impact at a glance"
      text="Our reach, our programmes and how we spend every gift, in figures."
      blocks={[
        {
          heading: 'Last year',
          points: [
            '48,000 children reached in five West African countries.',
            '1,100 teachers trained in classroom practice and mother-tongue literacy.',
            '5,000 solar lamps delivered to families in northern Ghana.',
            '42 community midwives graduated in Sokoto State.',
            '600 families saving together in 30 village groups around Koudougou.',
          ],
        },
      ]}
    >
      <h2>Our reach</h2>
      <ul className={styles.benefits}>
        {HERO_STATS.map((s) => (
          <li key={s.label}>
            <h3>{s.value}</h3>
            <p>{s.label}</p>
          </li>
        ))}
      </ul>
      <h2>How we spend every dollar</h2>
      <ul>
        {EFFICIENCY.map((e) => (
          <li key={e.label}>
            {e.percent}% {e.label.toLowerCase()}
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}
