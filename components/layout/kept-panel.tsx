'use client';

import { LANGUAGES, type Locale } from '@/lib/i18n/locales';
import type { KeptState } from '@/lib/offline/names';
import type en from '../../messages/en/kept.json';
import styles from './device-notice.module.css';
import { useNoticeWords } from './use-notice-words';

type Words = typeof en;

/** The notice's words in `locale`, read from its catalog, so a language added to LOCALES needs only its file. */
const wordsOf = async (locale: Locale): Promise<Words> =>
  ((await import(`../../messages/${locale}/kept.json`)) as { default: Words }).default;

/** Loads the notice's words in `locale` ahead, so that the worker keeps them for a visit without signal. */
export const preloadWords = (locale: Locale) => void wordsOf(locale).catch(() => undefined);

export interface KeptPanelProps {
  locale: Locale;
  state: KeptState;
  onClose: () => void;
}

/**
 * The notice of a page shown from the device (components/layout/kept-notice.tsx loads it): why, and when
 * the device saved it, in the visitor's time; offline, a button that asks the server again; once a newer
 * page has arrived for a page the visitor typed into, a button that shows it. A status, read out politely;
 * Escape or its button closes it.
 */
export function KeptPanel({ locale, state, onClose }: KeptPanelProps) {
  const words = useNoticeWords(locale, wordsOf, onClose);

  if (!words) return null;
  const savedAt = new Intl.DateTimeFormat(LANGUAGES[locale].intl, { dateStyle: 'long', timeStyle: 'short' }).format(
    state.savedAt,
  );
  const changed = state.outcome === 'changed';
  const text = changed ? words.changed : words[state.reason].replace('{savedAt}', savedAt);
  return (
    <div className={styles.notice} role="status">
      <p className={styles.body}>{text}</p>
      {(changed || state.reason === 'offline') && (
        <button type="button" className={styles.action} onClick={() => location.reload()}>
          {changed ? words.show : words.retry}
        </button>
      )}
      <button type="button" className={styles.close} onClick={onClose}>
        {words.close}
      </button>
    </div>
  );
}
