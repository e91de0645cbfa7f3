import { EFFICIENCY } from '@/lib/content/acn';
import styles from './acn.module.css';

/** Where each dollar goes: the figures as text, each with a bar of its length. */
export function EfficiencyChart() {
  return (
    <section className={styles.chart} aria-labelledby="efficiency-heading">
      <h2 id="efficiency-heading">Where your money goes</h2>
      <ul>
        {EFFICIENCY.map((e) => (
          <li key={e.label}>
            <strong>{e.percent}%</strong> {e.label.toLowerCase()}
            <span className={styles.bar} style={{ width: `${e.percent}%` }} aria-hidden="true" />
          </li>
        ))}
      </ul>
    </section>
  );
}
