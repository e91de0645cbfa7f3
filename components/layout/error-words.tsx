'use client';

import { createContext, type ReactNode, useContext } from 'react';

/** The error page's words (messages/<locale>/errors.json), in the page's language. */
export interface ErrorWords {
  title: string;
  readError: string;
  short: string;
  retry: string;
}

const Words = createContext<ErrorWords | null>(null);

/**
 * Hands the language's error words to the error page (app/[locale]/error.tsx), which renders in the browser
 * and cannot read a catalog itself: the layout gives them with each page, a few short lines of one language.
 */
export function ErrorWordsProvider({ words, children }: { words: ErrorWords; children: ReactNode }) {
  return <Words value={words}>{children}</Words>;
}

/** The error words of the page's language; every page under app/[locale] has them from its layout. */
export function useErrorWords(): ErrorWords {
  const words = useContext(Words);
  if (!words) throw new Error('useErrorWords needs the ErrorWordsProvider of app/[locale]/layout.tsx');
  return words;
}
