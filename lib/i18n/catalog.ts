import type { Locale } from './locales';

/** The catalogs' files: messages/<locale>/<namespace>.json, plain JSON that translators edit (TRANSLATIONS.md). */
export const NAMESPACES = [
  'common',
  'errors',
  'ui',
  'states',
  'forms',
  'arms',
  'group',
  'acn',
  'arewaHub',
  'eduAfrica',
  'giving',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Messages = Record<Namespace, Record<string, unknown>>;

/** One language's catalogs, every namespace. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(
    NAMESPACES.map(
      async (ns) =>
        [ns, ((await import(`../../messages/${locale}/${ns}.json`)) as { default: object }).default] as const,
    ),
  );
  return Object.fromEntries(entries) as Messages;
}
