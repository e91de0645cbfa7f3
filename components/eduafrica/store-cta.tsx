import Image from 'next/image';
import { WaitlistButton } from './waitlist-button';
import styles from './eduafrica.module.css';

/**
 * The call to action with the two store badges. The app is not in the stores yet, so the
 * badges are labelled 'coming soon' and are not links; the waitlist is the working action.
 */
export function StoreCta() {
  return (
    <section className={styles.cta} aria-labelledby="cta-heading">
      <div>
        <h2 id="cta-heading">Start learning on your phone</h2>
        <p>
          Try Edu Africa free for 30 days on mobile when it launches. Join the waitlist and we’ll tell you the day it
          arrives.
        </p>
      </div>
      <div className={styles.badges}>
        <Image src="/images/badge-app-store.svg" alt="Coming soon on the App Store" width={180} height={54} />
        <Image src="/images/badge-google-play.svg" alt="Coming soon on Google Play" width={180} height={54} />
        <WaitlistButton label="Join the waitlist" />
      </div>
    </section>
  );
}
