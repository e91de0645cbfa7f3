import { getLocale } from 'next-intl/server';

/**
 * Text that exists only in English (the arms' menus and fixed copy, records not yet translated), on a page
 * in another language: marked `lang="en"` so a screen reader reads it with English's voice and a browser
 * offers to translate it. On an English page it is the text alone.
 */
export async function EnglishText({ children }: { children: React.ReactNode }) {
  if ((await getLocale()) === 'en') return children;
  return (
    <div lang="en" className="contents">
      {children}
    </div>
  );
}
