'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What a notice the device shows (refused-panel.tsx, kept-panel.tsx) needs of its own: its words in the page's
 * language, loaded from their catalog (null until they arrive, the notice showing nothing until then), and
 * Escape to close it.
 */
export function useNoticeWords<W>(locale: Locale, load: (locale: Locale) => Promise<W>, onClose: () => void): W | null {
  const [words, setWords] = useState<W | null>(null);

  useEffect(() => {
    let live = true;
    void load(locale).then(
      (loaded) => live && setWords(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale, load]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return words;
}
