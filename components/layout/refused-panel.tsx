'use client';

import { useEffect } from 'react';
import { WAITLIST_WEBSITE } from '@/lib/api/constants';
import type { Locale } from '@/lib/i18n/locales';
import { REFUSED_NOTICED } from '@/lib/offline/names';
import { formKind, type RefusedSummary } from '@/lib/offline/refused';
import type en from '../../messages/en/refused.json';
import styles from './device-notice.module.css';
import { useNoticeWords } from './use-notice-words';

type Words = typeof en;

/** The notice's words in `locale`, read from its catalog, so a language added to LOCALES needs only its file. */
const wordsOf = async (locale: Locale): Promise<Words> =>
  ((await import(`../../messages/${locale}/refused.json`)) as { default: Words }).default;

/** The form's name in the notice's words: by its kind, the waiting list by its own. */
function nameOf(words: Words, name: string): string {
  if (name === `subscribe-${WAITLIST_WEBSITE}`) return words.forms.waitlist;
  return (words.forms as Record<string, string>)[formKind(name)] ?? words.other;
}

export interface RefusedPanelProps {
  locale: Locale;
  refused: RefusedSummary[];
  onClose: () => void;
}

/**
 * The notice of refused submissions (components/layout/refused-notice.tsx loads it when there are some): an
 * alert naming each form, with a link to the page it was sent from, which fills the form in again, and a
 * button that closes it (Escape too). Once shown, the worker is told, so that no other page shows it again.
 */
export function RefusedPanel({ locale, refused, onClose }: RefusedPanelProps) {
  const words = useNoticeWords(locale, wordsOf, onClose);

  useEffect(() => {
    if (!words) return;
    navigator.serviceWorker?.controller?.postMessage({ type: REFUSED_NOTICED, ids: refused.map((r) => r.id) });
  }, [words, refused]);

  if (!words) return null;
  return (
    <div className={styles.notice} role="alert" aria-labelledby="refused-title">
      <p id="refused-title" className={styles.title}>
        {words.title}
      </p>
      <p className={styles.body}>{words.body}</p>
      <ul className={styles.forms}>
        {refused.map((r) => (
          <li key={r.id}>
            <a href={r.page}>{nameOf(words, r.name)}</a>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.close} onClick={onClose}>
        {words.close}
      </button>
    </div>
  );
}
