import type { TextSection } from './text';

/*
 * The group site's fixed copy, as data: the initiative cards, the SDGs, the join roles, the founder and how
 * a document's sections are read. Their words are in the catalogs (messages/<locale>/group.json), under the
 * keys named here.
 */

export interface InitiativeCard {
  /** Its words: `home.initiatives.<key>` (the description and each feature's). */
  key: 'acn' | 'arewahub' | 'eduafrica';
  abbreviation: string;
  /** The arm's name, which every language writes alike. */
  title: string;
  features: readonly string[];
  link: string;
  logo: string;
  image: string;
}

export const INITIATIVES: InitiativeCard[] = [
  {
    key: 'acn',
    abbreviation: 'ACN',
    title: 'African Child Network',
    features: ['scholarships', 'midwives', 'savings'],
    link: '/acn/home',
    logo: '/images/logo-acn.svg',
    image: '/images/art/cover-04.svg',
  },
  {
    key: 'arewahub',
    abbreviation: 'AH',
    title: 'Arewa Hub',
    features: ['reading', 'beads', 'authors'],
    link: '/arewa-hub/home',
    logo: '/images/logo-arewahub.svg',
    image: '/images/art/cover-06.svg',
  },
  {
    key: 'eduafrica',
    abbreviation: 'EA',
    title: 'Edu Africa',
    features: ['lessons', 'culture', 'certificates'],
    link: '/edu-africa/home',
    logo: '/images/logo-eduafrica.svg',
    image: '/images/art/cover-08.svg',
  },
];

/** The UN goals the group works towards: each one's title is `home.sdgs.<key>`. */
export const SDGS: { goal: number; key: string }[] = [
  { goal: 1, key: 'noPoverty' },
  { goal: 3, key: 'health' },
  { goal: 4, key: 'education' },
  { goal: 5, key: 'gender' },
  { goal: 8, key: 'work' },
  { goal: 9, key: 'industry' },
  { goal: 10, key: 'inequalities' },
  { goal: 16, key: 'peace' },
  { goal: 17, key: 'partnerships' },
];

export const JOIN_ROLES = ['volunteers', 'members', 'champions'] as const;
export type JoinRole = (typeof JOIN_ROLES)[number];
export const isJoinRole = (v: unknown): v is JoinRole => JOIN_ROLES.includes(v as JoinRole);

/** A way to join, in the page's language (`join.<role>` in the catalogs). */
export interface JoinCard {
  role: JoinRole;
  title: string;
  text: string;
}

/** The founder: her words (role, quote and biography) are `founder` in the catalogs. */
export const FOUNDER = {
  name: 'Adaeze Okonkwo',
  image: '/images/people/person-01.svg',
  bio: ['taught', 'degree', 'leads'],
} as const;

/** A document's section as data: its key, and the keys of its paragraphs or points. */
export interface DocumentSectionKeys {
  key: string;
  paragraphs?: string[];
  points?: string[];
}

/**
 * A document's sections in the page's language: `words(key)` is a text of the document's `sections` in the
 * catalogs (`children.heading`, `children.points.alone`).
 */
export function documentSections(sections: DocumentSectionKeys[], words: (key: string) => string): TextSection[] {
  return sections.map(({ key, paragraphs, points }) => ({
    heading: words(`${key}.heading`),
    ...(paragraphs ? { paragraphs: paragraphs.map((p) => words(`${key}.paragraphs.${p}`)) } : {}),
    ...(points ? { points: points.map((p) => words(`${key}.points.${p}`)) } : {}),
  }));
}
