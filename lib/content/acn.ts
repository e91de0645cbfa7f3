/*
 * The children's network's fixed copy, as data: figures, amounts and keys. Its words are in the `acn`
 * catalogs (messages/<locale>/acn.json), under the keys named here.
 */

/** The network's reach: each figure and the key of its label (`stats.<key>`). */
export const HERO_STATS = [
  { value: '120', key: 'countries' },
  { value: '40%', key: 'ngos' },
  { value: '35', key: 'served' },
  { value: '55', key: 'educated' },
] as const;

/** What the network gives children: `benefits.<key>.title` and `.text`. */
export const BENEFITS = ['empowering', 'awareness', 'leaders'] as const;

export interface ImpactOption {
  /** Its words: `donate.options.<key>.title` and `.text`. */
  key: 'midwife' | 'lamp' | 'water';
  amount: string;
  /** The donation form's suggested value, as staff read it in the inbox. */
  donationType: string;
}

export const IMPACT_OPTIONS: ImpactOption[] = [
  { key: 'midwife', amount: '$52', donationType: '$52: train a midwife' },
  { key: 'lamp', amount: '$25', donationType: '$25: a solar lamp and charger' },
  { key: 'water', amount: '$110', donationType: '$110: a water supply system' },
];

/** What a donation is for, as the donation form suggests it: values staff read, in English. */
export const DONATION_TYPES = [
  ...IMPACT_OPTIONS.map((o) => o.donationType),
  'Monthly gift',
  'One-off gift',
  'Emergency fund',
];

/**
 * How each dollar is spent, as published in the annual report (the figures add up to 101 through
 * rounding); each label is `efficiency.labels.<key>`.
 */
export const EFFICIENCY = [
  { key: 'programme', percent: 87 },
  { key: 'management', percent: 7 },
  { key: 'fundraising', percent: 7 },
] as const;

/**
 * The countries of the network's own programmes, as ISO region codes: French and Hausa name them with
 * Intl (CLDR's names), English with the names the organisation writes.
 */
export const WHERE_WE_WORK = [
  { code: 'GH', english: 'Ghana' },
  { code: 'NG', english: 'Nigeria' },
  { code: 'GM', english: 'Gambia' },
  { code: 'BF', english: 'Burkina Faso' },
  { code: 'CI', english: 'Ivory Coast' },
  { code: 'CM', english: 'Cameroon' },
] as const;

export interface Programme {
  slug: 'economic' | 'health' | 'education';
  /** Its paragraphs: `programmes.<slug>.intro.<key>`. */
  intro: readonly string[];
  /** Its goals: `programmes.<slug>.goals.<key>.title` and `.text`. */
  goals: readonly string[];
}

export const PROGRAMMES: Record<Programme['slug'], Programme> = {
  economic: { slug: 'economic', intro: ['groups', 'training'], goals: ['savings', 'fees', 'work'] },
  health: { slug: 'health', intro: ['midwifery', 'water'], goals: ['births', 'water', 'habits'] },
  education: { slug: 'education', intro: ['reading', 'lamps'], goals: ['reading', 'girls', 'teachers'] },
};
