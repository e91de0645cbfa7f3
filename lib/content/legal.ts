/*
 * The learning app's Terms of Service and Privacy Policy (Ghana, Ghanaian law), as data: their dates and
 * sections. Their words are in the catalogs (messages/<locale>/eduAfrica.json: `legal`, `terms` and
 * `privacy`), under the keys named here.
 */

import { type DocumentSectionKeys, documentSections } from './group';
import type { TextSection } from './text';

export type LegalSection = TextSection & { id: string };

/**
 * A legal page's section as data: its anchor, the same in every language so that links to it keep working,
 * and its key and its paragraphs' or points' keys in the page's `sections`.
 */
export interface LegalSectionKeys extends DocumentSectionKeys {
  id: string;
}

/**
 * When both documents took effect and when they last changed, written in the page's language (`legal.dates`).
 * At midday UTC: the same day in the site's time zone, and in any other within twelve hours of UTC.
 */
export const LEGAL_DATES = {
  effective: new Date('2025-01-01T12:00:00Z'),
  updated: new Date('2025-08-01T12:00:00Z'),
};

/** The terms' sections (`terms.sections`). */
export const TERMS: LegalSectionKeys[] = [
  { id: 'acceptance', key: 'acceptance', paragraphs: ['agreement'] },
  { id: 'eligibility', key: 'eligibility', paragraphs: ['age'] },
  { id: 'accounts', key: 'accounts', paragraphs: ['security'], points: ['accurate', 'oneAccount', 'suspension'] },
  { id: 'courses', key: 'courses', paragraphs: ['certificates'] },
  { id: 'fees', key: 'fees', paragraphs: ['prices', 'refunds'] },
  { id: 'payments', key: 'payments', paragraphs: ['processing'] },
  { id: 'conduct', key: 'conduct', paragraphs: ['intro'], points: ['copying', 'posting', 'security'] },
  { id: 'content', key: 'content', paragraphs: ['licence'] },
  { id: 'liability', key: 'liability', paragraphs: ['limit'] },
  { id: 'law', key: 'law', paragraphs: ['courts'] },
  { id: 'changes', key: 'changes', paragraphs: ['notice'] },
];

/** The privacy policy's sections (`privacy.sections`). */
export const PRIVACY: LegalSectionKeys[] = [
  { id: 'who-we-are', key: 'whoWeAre', paragraphs: ['controller'] },
  {
    id: 'what-we-collect',
    key: 'whatWeCollect',
    paragraphs: ['intro'],
    points: ['contact', 'progress', 'payments', 'device'],
  },
  { id: 'how-we-use', key: 'howWeUse', paragraphs: ['purposes'] },
  { id: 'children', key: 'children', paragraphs: ['consent'] },
  { id: 'sharing', key: 'sharing', paragraphs: ['recipients'] },
  { id: 'retention', key: 'retention', paragraphs: ['periods'] },
  { id: 'your-rights', key: 'yourRights', paragraphs: ['requests'] },
  { id: 'security', key: 'security', paragraphs: ['measures'] },
  { id: 'updates', key: 'updates', paragraphs: ['notice'] },
];

/**
 * A legal page's sections in the page's language, each with its anchor: `words(key)` is a text of the
 * page's `sections` in the catalogs (`accounts.heading`, `accounts.points.oneAccount`).
 */
export function legalSections(sections: LegalSectionKeys[], words: (key: string) => string): LegalSection[] {
  const texts = documentSections(sections, words);
  return sections.map(({ id }, i) => ({ id, ...texts[i]! }));
}
