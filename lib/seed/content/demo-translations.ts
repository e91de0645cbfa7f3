import type { TranslatableField, TranslatableKind } from '../../api/constants';
import { FRENCH } from './demo-translations-fr';
import { HAUSA } from './demo-translations-ha';

/*
 * The demo content's French and Hausa: every FAQ, the three newest news items and stories, the events,
 * the products on sale, the team's positions and the approved testimonies, as a careful native writer
 * would put them (TRANSLATIONS.md has the glossary). A post's `post` is Markdown, as staff write it in the
 * console; every other field is plain text, an event's schedule one line per item and a product's
 * description one line per part of the English one. A book's title is its name: only its description
 * and its cover's description are translated. The words themselves are in demo-translations-fr.ts and
 * demo-translations-ha.ts.
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

export const DEMO_TRANSLATIONS: DemoTranslation[] = [...FRENCH, ...HAUSA];
