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
  /** Its words: `donate.options.<key>.title` and `.text`; its suggestion in the donation form: `donation.types.<key>` in `forms`. */
  key: 'midwife' | 'lamp' | 'water';
  /** What it costs, as a number in `currency` (an ISO 4217 code), written in the page's language where it is shown. */
  amount: number;
  currency: string;
  /** What the donate button hands the donation form: the key of its suggestion, which the form writes out in the page's language. */
  donationType: DonationKind;
}

/** What a donation is for, as the donation form suggests it: `donation.types.<kind>` in the `forms` catalog. */
export const DONATION_KINDS = ['midwife', 'lamp', 'water', 'monthly', 'oneOff', 'emergency'] as const;
export type DonationKind = (typeof DONATION_KINDS)[number];
export const isDonationKind = (value: unknown): value is DonationKind => DONATION_KINDS.includes(value as DonationKind);

/** Where an impact card's link lands on the donate page: the giving form, that card's amount chosen. */
export const impactAnchor = (o: ImpactOption) => `give-${o.key}`;

export const IMPACT_OPTIONS: ImpactOption[] = [
  { key: 'midwife', amount: 52, currency: 'USD', donationType: 'midwife' },
  { key: 'lamp', amount: 25, currency: 'USD', donationType: 'lamp' },
  { key: 'water', amount: 110, currency: 'USD', donationType: 'water' },
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

/** The countries of the network's own programmes, as ISO region codes: each is named by `countries.<code>` in the `ui` catalog. */
export const WHERE_WE_WORK = ['GH', 'NG', 'GM', 'BF', 'CI', 'CM'] as const;

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
