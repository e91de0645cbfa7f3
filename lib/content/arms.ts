import type { NewsletterWebsite } from '../api/schemas';
/** Things a header or page button can do besides navigating (components/layout/site-actions provides them). */
export type SiteAction = 'waitlist' | 'donation' | 'enquiry';

/*
 * What differs between the group and its arms, as data: names, logos, menus, footers, whether the
 * footer has a newsletter form, and the top button. Adding a link is a change here and its words in the
 * catalogs.
 */

export type ArmKey = 'group' | 'eduafrica' | 'arewahub' | 'acn';

/**
 * Each part of the site's name in the admin API's paths and fields: the one place where the group,
 * 'group' in the code and `(group)` among the routes, becomes the contract's 'educonnect'.
 * (The addresses spell the arms edu-africa and arewa-hub because they are read by people.)
 */
export const API_NAME = {
  group: 'educonnect',
  eduafrica: 'eduafrica',
  arewahub: 'arewahub',
  acn: 'acn',
} as const satisfies Record<ArmKey, NewsletterWebsite>;
export type ApiName = (typeof API_NAME)[ArmKey];

/*
 * The menus' words are in the catalogs (messages/<locale>/arms.json): a link or heading is a key of its arm's
 * `menu` there (`arms.acn.menu.aboutUs`), or a name, which every language writes alike. The header and footer
 * read them on the server (components/layout/arm-menus.ts).
 */
export type MenuWords = { label: string } | { name: string };

export type MenuLink = MenuWords & {
  url: string;
  /** Opens this instead of navigating where the arm provides it (the url stays as the fallback). */
  action?: SiteAction;
};

export type MenuItem = MenuWords & {
  /** A plain link; without it the item is a menu of `dropdown` links (or a title only). */
  url?: string;
  dropdown?: MenuLink[];
};

/** A link as shown, in the page's language. */
export interface NavLink {
  title: string;
  url: string;
  action?: SiteAction;
}

/** A menu of the header as shown, in the page's language. */
export interface NavItem {
  title: string;
  url?: string;
  dropdown?: NavLink[];
}

/** A column of the footer as shown, in the page's language. */
export interface FooterColumn {
  heading: string;
  links: NavLink[];
}

/** Where the header's call to action leads; its words are the arm's `topButton` in the catalogs. */
export type TopButtonTarget = { kind: 'link'; href: string } | { kind: 'action'; action: SiteAction; href?: string };
export type TopButton = TopButtonTarget & { label: string };

export interface Arm {
  key: ArmKey;
  name: string;
  logo: string;
  home: string;
  nav: MenuItem[];
  footer: { heading: MenuWords; links: MenuLink[] }[];
  /** The footer's newsletter form (it posts with the arm's API_NAME as website; its thank-you is the arm's `newsletterSent`). */
  newsletter: boolean;
  topButton: TopButtonTarget;
  /**
   * The share picture's colour, artwork and tagline: public/og/{key}.png is drawn from them, in English for
   * every language. The catalogs' `tagline` says it in the page's language for the picture's description.
   */
  share: { colour: string; art: string; tagline: string };
}

/** The legal pages' links, at the foot of every page: their words are `arms.legal.<label>`. */
export const LEGAL_LINKS: { label: string; url: string }[] = [
  { label: 'terms', url: '/edu-africa/terms' },
  { label: 'privacy', url: '/edu-africa/privacy' },
];

const NAMES = {
  group: 'Edu Connect Africa',
  eduafrica: 'Edu Africa',
  arewahub: 'Arewa Hub',
  acn: 'African Child Network',
} as const satisfies Record<ArmKey, string>;

export const ARMS: Record<ArmKey, Arm> = {
  group: {
    key: 'group',
    share: {
      colour: '#0b6e4f',
      art: '/images/art/cover-01.svg',
      tagline: 'Education and community across West Africa',
    },
    name: NAMES.group,
    logo: '/images/logo-mark.svg',
    home: '/',
    nav: [
      { label: 'home', url: '/' },
      { label: 'events', url: '/events' },
      { label: 'ourTeam', url: '/teams' },
      { label: 'joinUs', url: '/join-us' },
      { label: 'faq', url: '/faq' },
    ],
    footer: [
      {
        heading: { label: 'organization' },
        links: [
          { label: 'ourTeam', url: '/teams' },
          { label: 'events', url: '/events' },
          { label: 'codeOfConduct', url: '/code-of-conduct' },
          { label: 'byeLaws', url: '/bye-laws' },
        ],
      },
      {
        heading: { label: 'getInvolved' },
        links: [
          { label: 'joinUs', url: '/join-us' },
          { label: 'feedback', url: '/feedback' },
          { label: 'faq', url: '/faq' },
          { label: 'contactUs', url: '/contact' },
        ],
      },
      {
        heading: { label: 'ourArms' },
        links: [
          { name: NAMES.eduafrica, url: '/edu-africa/home' },
          { name: NAMES.arewahub, url: '/arewa-hub/home' },
          { name: NAMES.acn, url: '/acn/home' },
        ],
      },
    ],
    newsletter: true,
    topButton: { kind: 'link', href: '/contact' },
  },
  eduafrica: {
    key: 'eduafrica',
    share: { colour: '#1d3557', art: '/images/art/cover-09.svg', tagline: 'Learn African languages and cultures' },
    name: NAMES.eduafrica,
    logo: '/images/logo-eduafrica.svg',
    home: '/edu-africa/home',
    nav: [
      { label: 'home', url: '/edu-africa/home' },
      { label: 'about', url: '/edu-africa/about' },
      { label: 'courses', url: '/edu-africa/products' },
      { label: 'team', url: '/edu-africa/team' },
      { label: 'contact', url: '/edu-africa/contact' },
    ],
    footer: [
      {
        heading: { name: NAMES.eduafrica },
        links: [
          { label: 'about', url: '/edu-africa/about' },
          { label: 'courses', url: '/edu-africa/products' },
          { label: 'team', url: '/edu-africa/team' },
        ],
      },
      {
        heading: { label: 'help' },
        links: [
          { label: 'contact', url: '/edu-africa/contact' },
          { label: 'terms', url: '/edu-africa/terms' },
          { label: 'privacy', url: '/edu-africa/privacy' },
        ],
      },
    ],
    newsletter: false,
    topButton: { kind: 'action', action: 'waitlist' },
  },
  arewahub: {
    key: 'arewahub',
    share: {
      colour: '#7a3e10',
      art: '/images/art/cover-04.svg',
      tagline: 'Crafts, books and beads from northern Nigeria',
    },
    name: NAMES.arewahub,
    logo: '/images/logo-arewahub.svg',
    home: '/arewa-hub/home',
    nav: [
      { label: 'home', url: '/arewa-hub/home' },
      { label: 'about', url: '/arewa-hub/about' },
      { label: 'products', url: '/arewa-hub/products' },
      { label: 'team', url: '/arewa-hub/team' },
    ],
    footer: [
      {
        heading: { name: NAMES.arewahub },
        links: [
          { label: 'about', url: '/arewa-hub/about' },
          { label: 'products', url: '/arewa-hub/products' },
          { label: 'team', url: '/arewa-hub/team' },
        ],
      },
      {
        heading: { label: 'help' },
        links: [
          { label: 'contactUs', url: '/arewa-hub/contact' },
          { label: 'events', url: '/events' },
        ],
      },
    ],
    newsletter: false,
    topButton: { kind: 'link', href: '/arewa-hub/contact' },
  },
  acn: {
    key: 'acn',
    share: { colour: '#8c1c13', art: '/images/art/cover-06.svg', tagline: 'Every child safe, healthy and learning' },
    name: NAMES.acn,
    logo: '/images/logo-acn.svg',
    home: '/acn/home',
    nav: [
      {
        label: 'whoWeAre',
        dropdown: [
          { label: 'aboutUs', url: '/acn/about' },
          { label: 'atAGlance', url: '/acn/about/at-a-glance' },
          { label: 'strategies', url: '/acn/about/our-strategies' },
          { label: 'stories', url: '/acn/about/our-stories' },
          { label: 'results', url: '/acn/about/our-results' },
          { label: 'news', url: '/acn/about/acn-news' },
          { label: 'meetTheTeam', url: '/acn/about/acn-team-members' },
          { label: 'ambassadors', url: '/acn/about/acn-ambassadors' },
          { label: 'diversity', url: '/acn/about/diversity' },
          { label: 'annualReport', url: '/acn/about/annual-report' },
        ],
      },
      {
        label: 'whatWeDo',
        dropdown: [
          { label: 'economic', url: '/acn/what-we-do/economic' },
          { label: 'health', url: '/acn/what-we-do/health' },
          { label: 'education', url: '/acn/what-we-do/education' },
          { label: 'evidence', url: '/acn/what-we-do/evidence' },
          { label: 'reports', url: '/acn/what-we-do/reports' },
        ],
      },
      // A heading only: the countries are listed on the About page.
      { label: 'whereWeWork' },
      {
        label: 'howToHelp',
        dropdown: [
          { label: 'donate', url: '/acn/how-to-help/donate' },
          { label: 'partner', url: '/acn/partner', action: 'enquiry' },
          { label: 'mediaCenter', url: '/acn/latest/media-center' },
        ],
      },
    ],
    footer: [
      {
        heading: { label: 'whoWeAre' },
        links: [
          { label: 'aboutUs', url: '/acn/about' },
          { label: 'atAGlance', url: '/acn/about/at-a-glance' },
          { label: 'meetTheTeam', url: '/acn/about/acn-team-members' },
          { label: 'ambassadors', url: '/acn/about/acn-ambassadors' },
          { label: 'annualReport', url: '/acn/about/annual-report' },
        ],
      },
      {
        heading: { label: 'whatWeDo' },
        links: [
          { label: 'economic', url: '/acn/what-we-do/economic' },
          { label: 'health', url: '/acn/what-we-do/health' },
          { label: 'education', url: '/acn/what-we-do/education' },
          { label: 'evidence', url: '/acn/what-we-do/evidence' },
        ],
      },
      {
        heading: { label: 'latest' },
        links: [
          { label: 'news', url: '/acn/about/acn-news' },
          { label: 'stories', url: '/acn/about/our-stories' },
          { label: 'mediaCenter', url: '/acn/latest/media-center' },
          { label: 'donate', url: '/acn/how-to-help/donate' },
          { label: 'partner', url: '/acn/partner' },
        ],
      },
    ],
    newsletter: true,
    topButton: { kind: 'action', action: 'donation', href: '/acn/how-to-help/donate' },
  },
};

/** The arms in the order of the 'Our Arms' menu. */
export const ARM_ORDER: ArmKey[] = ['eduafrica', 'arewahub', 'acn', 'group'];

/** The arms the 'Our Arms' menu names with what they are, beside their name: `arms.menuNames.<key>` in the catalogs. */
export const DESCRIBED_ARMS = ['eduafrica', 'arewahub'] as const satisfies readonly ArmKey[];

/** How the 'Our Arms' menu names each arm in the page's language: its name, or its name and what it is. */
export type ArmMenuNames = Partial<Record<ArmKey, string>>;

/**
 * The 'Our Arms' entries for a page: the arm the visitor is in is hidden, and so is the
 * group's entry on / and /contact.
 */
export function armsMenu(current: ArmKey, pathname: string, names: ArmMenuNames = {}): NavLink[] {
  return ARM_ORDER.filter(
    (k) => k !== current && !(k === 'group' && (pathname === '/' || pathname === '/contact')),
  ).map((k) => ({
    title: names[k] ?? ARMS[k].name,
    url: ARMS[k].home,
  }));
}
