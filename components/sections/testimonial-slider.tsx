import { getTranslations } from 'next-intl/server';
import { Carousel } from '@/components/ui/carousel';
import type { Testimony } from '@/lib/api/schemas';
import styles from './testimonial-slider.module.css';
import { DataImage } from '@/components/ui/data-image';
import { EmptyMessage, ErrorMessage } from '@/components/ui/state-message';
import { stateText } from '@/components/ui/states';
import { inLanguage } from '@/lib/format/in-language';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/seo/metadata';
import { carouselWords } from '@/components/ui/words';

export interface TestimonialTexts {
  /** A key of lib/content/messages.ts (shown in the page's language) or words of the page's own, as `error`. */
  empty: string;
  error: string;
  textFallback: string;
}

/** A testimonial card's words in the page's language (testimonialWords). */
export interface TestimonialWords {
  rated: string;
  anonymous: string;
  noPosition: string;
  /** The page's language, in which a translated testimony is shown (lib/format/in-language.ts). */
  locale: Locale;
}

export async function testimonialWords(): Promise<TestimonialWords> {
  const t = await getTranslations('ui.testimonials');
  return {
    rated: t('rated'),
    anonymous: t('anonymous'),
    noPosition: t('noPosition'),
    locale: await pageLocale(),
  };
}

/** The five stars every testimonial shows: the forms collect no rating, so every card shows the same five. */
export async function Stars({ label }: { label?: string }) {
  const name = label ?? (await getTranslations('ui.testimonials'))('rated');
  return (
    <p className={styles.stars}>
      <span role="img" aria-label={name}>
        ★★★★★
      </span>
    </p>
  );
}

/**
 * One testimony, in the page's language where it is translated and marked English where not (the person's
 * position, which no one translates, too); `words` saves a list of cards reading the catalog for each.
 */
export async function TestimonialCard({
  t: own,
  textFallback,
  words,
}: {
  t: Testimony;
  textFallback: string;
  words?: TestimonialWords;
}) {
  const w = words ?? (await testimonialWords());
  const { record: t, lang, fixed } = inLanguage('testimony', own, w.locale);
  const name = [t.firstName, t.lastName].filter(Boolean).join(' ') || w.anonymous;
  return (
    <figure className={styles.card}>
      <Stars label={w.rated} />
      <blockquote className={styles.quote} lang={t.testimony ? lang.testimony : undefined}>
        <p>{t.testimony || textFallback}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <DataImage src={t.image} alt="" width={56} height={56} className={styles.avatar} />
        <span>
          <strong>{name}</strong>
          <span className={styles.position} lang={t.position ? fixed : undefined}>
            {t.position || w.noPosition}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/** One testimonial at a time; previous and next wrap, and it moves on every 5 seconds. */
export async function TestimonialSlider({
  items,
  texts,
  label,
}: {
  items: Testimony[] | null;
  texts: TestimonialTexts;
  /** The carousel's name; "Testimonials" in the page's language when absent. */
  label?: string;
}) {
  if (items === null) return <ErrorMessage text={await stateText(texts.error)} />;
  if (items.length === 0) return <EmptyMessage text={await stateText(texts.empty)} />;
  const words = await testimonialWords();
  const name = label ?? (await getTranslations('ui.testimonials'))('label');
  return (
    <Carousel label={name} perPage={1} intervalMs={5000} dots={false} words={await carouselWords()}>
      {items.map((t, i) => (
        <TestimonialCard key={t._id ?? i} t={t} textFallback={texts.textFallback} words={words} />
      ))}
    </Carousel>
  );
}
