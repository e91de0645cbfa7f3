import { ServerImage } from '@/components/ui/server-image';
import { getTranslations } from 'next-intl/server';
import { Carousel } from '@/components/ui/carousel';
import { carouselWords } from '@/components/ui/words';
import { UNLOCK_CARDS } from '@/lib/content/edu-africa';
import styles from './eduafrica.module.css';

/** Three cards: a grid of three, or under 500 px a carousel with previous and next. */
export async function UnlockCards() {
  const [t, words] = await Promise.all([getTranslations('eduAfrica'), carouselWords()]);
  return (
    <Carousel label={t('unlock.label')} perPage={3} narrow={{ maxWidth: 499, perPage: 1 }} dots={false} words={words}>
      {UNLOCK_CARDS.map((c) => (
        <article key={c.key} className={styles.unlockCard}>
          <ServerImage src={c.image} alt="" width={1200} height={750} />
          <h3>{t(`unlock.cards.${c.key}.title`)}</h3>
          <p>{t(`unlock.cards.${c.key}.text`)}</p>
        </article>
      ))}
    </Carousel>
  );
}
