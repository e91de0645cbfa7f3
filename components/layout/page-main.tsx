import { pageLocale } from '@/lib/seo/metadata';

/**
 * The `<main>` of a translated page (`translated` in lib/content/pages.ts), marked with the page's language: inside the
 * layout's English mark (components/layout/english-text.tsx), this page's own words are read as its language.
 */
export async function PageMain({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <main id="main" lang={await pageLocale()} className={className}>
      {children}
    </main>
  );
}
