import type { NewsletterWebsite } from '../api/schemas';
/** Things a header or page button can do besides navigating (components/layout/site-actions provides them). */
export type SiteAction = 'waitlist' | 'donation' | 'enquiry';

/*
 * What differs between the group and its arms, as data: names, logos, menus, footers,
 * the newsletter's thank-you and the top button. Adding a link is a change here only.
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

export interface NavLink {
  title: string;
  url: string;
  /** Opens this instead of navigating where the arm provides it (the url stays as the fallback). */
  action?: SiteAction;
}

export interface NavItem {
  title: string;
  /** A plain link; without it the item is a menu of `dropdown` links (or a title only). */
  url?: string;
  dropdown?: NavLink[];
}

export interface FooterColumn {
  heading: string;
  links: NavLink[];
}

export type TopButton =
  { kind: 'link'; label: string; href: string } | { kind: 'action'; label: string; action: SiteAction; href?: string };

export interface Arm {
  key: ArmKey;
  name: string;
  /** The name in the 'Our Arms' menu. */
  menuName: string;
  logo: string;
  home: string;
  nav: NavItem[];
  footer: FooterColumn[];
  /** The footer's newsletter form (it posts with the arm's API_NAME as website); absent means none. */
  newsletter?: { successText: string };
  topButton: TopButton;
  /** The share picture's colour and artwork (public/og/{key}.png is drawn from them). */
  share: { colour: string; art: string; tagline: string };
}

export const LEGAL_LINKS: NavLink[] = [
  { title: 'Terms of Service', url: '/edu-africa/terms' },
  { title: 'Privacy Policy', url: '/edu-africa/privacy' },
];

export const ARMS: Record<ArmKey, Arm> = {
  group: {
    key: 'group',
    share: {
      colour: '#0b6e4f',
      art: '/images/art/cover-01.svg',
      tagline: 'Education and community across West Africa',
    },
    name: 'Edu Connect Africa',
    menuName: 'Edu Connect Africa',
    logo: '/images/logo-mark.svg',
    home: '/',
    nav: [
      { title: 'Home', url: '/' },
      { title: 'Events', url: '/events' },
      { title: 'Our Team', url: '/teams' },
      { title: 'Join Us', url: '/join-us' },
      { title: 'FAQ', url: '/faq' },
    ],
    footer: [
      {
        heading: 'Organization',
        links: [
          { title: 'Our Team', url: '/teams' },
          { title: 'Events', url: '/events' },
          { title: 'Code of Conduct', url: '/code-of-conduct' },
          { title: 'Bye-laws', url: '/bye-laws' },
        ],
      },
      {
        heading: 'Get involved',
        links: [
          { title: 'Join Us', url: '/join-us' },
          { title: 'Share your feedback', url: '/feedback' },
          { title: 'FAQ', url: '/faq' },
          { title: 'Contact Us', url: '/contact' },
        ],
      },
      {
        heading: 'Our arms',
        links: [
          { title: 'Edu Africa', url: '/edu-africa/home' },
          { title: 'Arewa Hub', url: '/arewa-hub/home' },
          { title: 'African Child Network', url: '/acn/home' },
        ],
      },
    ],
    newsletter: { successText: 'Successfully' },
    topButton: { kind: 'link', label: 'Contact Us', href: '/contact' },
  },
  eduafrica: {
    key: 'eduafrica',
    share: { colour: '#1d3557', art: '/images/art/cover-09.svg', tagline: 'Learn African languages and cultures' },
    name: 'Edu Africa',
    menuName: 'Edu Africa (learning app)',
    logo: '/images/logo-eduafrica.svg',
    home: '/edu-africa/home',
    nav: [
      { title: 'Home', url: '/edu-africa/home' },
      { title: 'About', url: '/edu-africa/about' },
      { title: 'Courses', url: '/edu-africa/products' },
      { title: 'Team', url: '/edu-africa/team' },
      { title: 'Contact', url: '/edu-africa/contact' },
    ],
    footer: [
      {
        heading: 'Edu Africa',
        links: [
          { title: 'About', url: '/edu-africa/about' },
          { title: 'Courses', url: '/edu-africa/products' },
          { title: 'Team', url: '/edu-africa/team' },
        ],
      },
      {
        heading: 'Help',
        links: [
          { title: 'Contact', url: '/edu-africa/contact' },
          { title: 'Terms of Service', url: '/edu-africa/terms' },
          { title: 'Privacy Policy', url: '/edu-africa/privacy' },
        ],
      },
    ],
    topButton: { kind: 'action', label: 'Download App', action: 'waitlist' },
  },
  arewahub: {
    key: 'arewahub',
    share: {
      colour: '#7a3e10',
      art: '/images/art/cover-04.svg',
      tagline: 'Crafts, books and beads from northern Nigeria',
    },
    name: 'Arewa Hub',
    menuName: 'Arewa Hub (crafts, books and beads)',
    logo: '/images/logo-arewahub.svg',
    home: '/arewa-hub/home',
    nav: [
      { title: 'Home', url: '/arewa-hub/home' },
      { title: 'About', url: '/arewa-hub/about' },
      { title: 'Products', url: '/arewa-hub/products' },
      { title: 'Team', url: '/arewa-hub/team' },
    ],
    footer: [
      {
        heading: 'Arewa Hub',
        links: [
          { title: 'About', url: '/arewa-hub/about' },
          { title: 'Products', url: '/arewa-hub/products' },
          { title: 'Team', url: '/arewa-hub/team' },
        ],
      },
      {
        heading: 'Help',
        links: [
          { title: 'Contact Us', url: '/arewa-hub/contact' },
          { title: 'Events', url: '/events' },
        ],
      },
    ],
    topButton: { kind: 'link', label: 'Contact Us', href: '/arewa-hub/contact' },
  },
  acn: {
    key: 'acn',
    share: { colour: '#8c1c13', art: '/images/art/cover-06.svg', tagline: 'Every child safe, healthy and learning' },
    name: 'African Child Network',
    menuName: 'African Child Network',
    logo: '/images/logo-acn.svg',
    home: '/acn/home',
    nav: [
      {
        title: 'Who we are',
        dropdown: [
          { title: 'About us', url: '/acn/about' },
          { title: 'Impact at a glance', url: '/acn/about/at-a-glance' },
          { title: 'Our strategies', url: '/acn/about/our-strategies' },
          { title: 'Our stories', url: '/acn/about/our-stories' },
          { title: 'Our results', url: '/acn/about/our-results' },
          { title: 'News', url: '/acn/about/acn-news' },
          { title: 'Meet the team', url: '/acn/about/acn-team-members' },
          { title: 'Ambassadors', url: '/acn/about/acn-ambassadors' },
          { title: 'Diversity, equality and inclusion', url: '/acn/about/diversity' },
          { title: 'Annual report and finance', url: '/acn/about/annual-report' },
        ],
      },
      {
        title: 'What we do',
        dropdown: [
          { title: 'Economic well-being', url: '/acn/what-we-do/economic' },
          { title: 'Health', url: '/acn/what-we-do/health' },
          { title: 'Education', url: '/acn/what-we-do/education' },
          { title: 'How we use evidence', url: '/acn/what-we-do/evidence' },
          { title: 'Reports', url: '/acn/what-we-do/reports' },
        ],
      },
      // A heading only: the countries are listed on the About page.
      { title: 'Where we work' },
      {
        title: 'How to help',
        dropdown: [
          { title: 'Donate', url: '/acn/how-to-help/donate' },
          { title: 'Partner with us', url: '/acn/partner', action: 'enquiry' },
          { title: 'Media center', url: '/acn/latest/media-center' },
        ],
      },
    ],
    footer: [
      {
        heading: 'Who we are',
        links: [
          { title: 'About us', url: '/acn/about' },
          { title: 'Impact at a glance', url: '/acn/about/at-a-glance' },
          { title: 'Meet the team', url: '/acn/about/acn-team-members' },
          { title: 'Ambassadors', url: '/acn/about/acn-ambassadors' },
          { title: 'Annual report and finance', url: '/acn/about/annual-report' },
        ],
      },
      {
        heading: 'What we do',
        links: [
          { title: 'Economic well-being', url: '/acn/what-we-do/economic' },
          { title: 'Health', url: '/acn/what-we-do/health' },
          { title: 'Education', url: '/acn/what-we-do/education' },
          { title: 'How we use evidence', url: '/acn/what-we-do/evidence' },
        ],
      },
      {
        heading: 'Latest',
        links: [
          { title: 'News', url: '/acn/about/acn-news' },
          { title: 'Our stories', url: '/acn/about/our-stories' },
          { title: 'Media center', url: '/acn/latest/media-center' },
          { title: 'Donate', url: '/acn/how-to-help/donate' },
          { title: 'Partner with us', url: '/acn/partner' },
        ],
      },
    ],
    newsletter: { successText: 'Message Sent Successfully' },
    topButton: { kind: 'action', label: 'Donate', action: 'donation', href: '/acn/how-to-help/donate' },
  },
};

/** The arms in the order of the 'Our Arms' menu. */
export const ARM_ORDER: ArmKey[] = ['eduafrica', 'arewahub', 'acn', 'group'];

/**
 * The 'Our Arms' entries for a page: the arm the visitor is in is hidden, and so is the
 * group's entry on / and /contact.
 */
export function armsMenu(current: ArmKey, pathname: string): NavLink[] {
  return ARM_ORDER.filter(
    (k) => k !== current && !(k === 'group' && (pathname === '/' || pathname === '/contact')),
  ).map((k) => ({
    title: ARMS[k].menuName,
    url: ARMS[k].home,
  }));
}
