import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from '@/components/acn/acn.module.css';
import { DonateButton } from '@/components/acn/donate-button';
import ui from '@/components/ui/section.module.css';
import { IMPACT_OPTIONS } from '@/lib/content/acn';
import { ArmHero } from '@/components/ui/arm-hero';

export const metadata: Metadata = pageMetadata({
  title: 'Donate',
  description:
    'Help children rebuild their future: $25 gives a solar lamp, $52 trains a midwife, $110 helps build a water supply system.',
  path: '/acn/how-to-help/donate',
});

export default function DonatePage() {
  return (
    <main id="main">
      <ArmHero theme="acn">
        <h1>HELP CHILDREN REBUILD THEIR FUTURE</h1>
        <p>
          A monthly gift lets us plan ahead: train a midwife for a whole course, keep a reading corner stocked all year,
          and be ready when an emergency strikes. Give monthly or once; every gift reaches children.
        </p>
        <DonateButton label="Donate Now" className={styles.donateButton} donationType="Monthly gift" />
      </ArmHero>
      <section className={ui.section} aria-labelledby="impact-heading">
        <h2 id="impact-heading">What your gift does</h2>
        <ul className={styles.impact}>
          {IMPACT_OPTIONS.map((o) => (
            <li key={o.amount}>
              <strong>{o.amount}</strong>
              <h3>{o.title}</h3>
              <p>{o.text}</p>
              <DonateButton
                label={`Donate ${o.amount} now`}
                className={styles.donateButton}
                donationType={o.donationType}
              />
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
