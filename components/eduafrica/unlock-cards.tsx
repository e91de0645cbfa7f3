import Image from 'next/image';
import { Carousel } from '@/components/ui/carousel';
import { UNLOCK_CARDS } from '@/lib/content/edu-africa';
import styles from './eduafrica.module.css';

/** Three cards: a grid of three, or under 500 px a carousel with previous and next. */
export function UnlockCards() {
  return (
    <Carousel label="What Edu Africa offers" perPage={3} narrow={{ maxWidth: 499, perPage: 1 }} dots={false}>
      {UNLOCK_CARDS.map((c) => (
        <article key={c.title} className={styles.unlockCard}>
          <Image src={c.image} alt="" width={1200} height={750} />
          <h3>{c.title}</h3>
          <p>{c.text}</p>
        </article>
      ))}
    </Carousel>
  );
}
