import type { ReactNode } from 'react';
import { inlineSvg } from '@/lib/content/inline-art';
import { DataImage } from './data-image';
import styles from './hero.module.css';

interface Props {
  /** The colours: an arm's, the group's, or an event's. */
  theme: 'group' | 'eduafrica' | 'arewahub' | 'acn' | 'event';
  /**
   * The hero's picture, or none for a hero of text alone; `alt` says what an uploaded one shows (a drawing
   * of the site's own is decoration), `altLang` its language where it is not the page's (a record's English),
   * and `preview` is an upload's preview written in (lib/queries/media.ts).
   */
  art?: {
    src: string | undefined;
    alt?: string;
    altLang?: string;
    width: number;
    height: number;
    preview?: string | null;
  };
  labelledBy?: string;
  children: ReactNode;
}

/** The large band that opens a home page, the donate page and an event's page: text, and a picture beside it. */
export function ArmHero({ theme, art, labelledBy, children }: Props) {
  const drawing = inlineSvg(art?.src);
  return (
    <section className={`${styles.hero} ${styles[theme]}`} aria-labelledby={labelledBy}>
      {art ? (
        <div className={styles.inner}>
          <div>{children}</div>
          {drawing ? (
            <div className={styles.art} aria-hidden="true" dangerouslySetInnerHTML={{ __html: drawing }} />
          ) : (
            <DataImage
              className={styles.art}
              src={art.src}
              alt={art.alt ?? ''}
              lang={art.alt ? art.altLang : undefined}
              width={art.width}
              height={art.height}
              lead={{ inline: null, preview: art.preview ?? null }}
            />
          )}
        </div>
      ) : (
        <div className={`${styles.inner} ${styles.single}`}>{children}</div>
      )}
    </section>
  );
}

/** The row of buttons under a hero's text. */
export function HeroActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
