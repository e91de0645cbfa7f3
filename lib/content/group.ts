/* The group site's fixed copy, as data: the initiative cards, the SDGs and the join cards. */

export interface InitiativeCard {
  abbreviation: string;
  title: string;
  description: string;
  features: string[];
  link: string;
  logo: string;
  image: string;
}

export const INITIATIVES: InitiativeCard[] = [
  {
    abbreviation: 'ACN',
    title: 'African Child Network',
    description:
      'A children’s charity network working for children’s economic well-being, education and health, ready to act within 72 hours of an emergency.',
    features: [
      'Scholarships, school kits and reading corners',
      'Midwife training and clean water',
      'Savings groups for families',
    ],
    link: '/acn/home',
    logo: '/images/logo-acn.svg',
    image: '/images/art/cover-04.svg',
  },
  {
    abbreviation: 'AH',
    title: 'Arewa Hub',
    description:
      'Our creative hub for gatherings, reading events, bead crafting and book writing, with a shop for the books and beads our members make.',
    features: ['Reading events for families', 'Bead-crafting circles', 'Mentoring for new authors'],
    link: '/arewa-hub/home',
    logo: '/images/logo-arewahub.svg',
    image: '/images/art/cover-06.svg',
  },
  {
    abbreviation: 'EA',
    title: 'Edu Africa',
    description:
      'An app for learning African languages and cultures and for training teachers, launching first in Nigeria, Ghana, Gambia, Burkina Faso and Ivory Coast.',
    features: ['Short daily lessons that work offline', 'Culture and heritage notes', 'Certificates you can share'],
    link: '/edu-africa/home',
    logo: '/images/logo-eduafrica.svg',
    image: '/images/art/cover-08.svg',
  },
];

export const SDGS: { goal: number; title: string }[] = [
  { goal: 1, title: 'No poverty' },
  { goal: 3, title: 'Good health and well-being' },
  { goal: 4, title: 'Quality education' },
  { goal: 5, title: 'Gender equality' },
  { goal: 8, title: 'Decent work and economic growth' },
  { goal: 9, title: 'Industry, innovation and infrastructure' },
  { goal: 10, title: 'Reduced inequalities' },
  { goal: 16, title: 'Peace, justice and strong institutions' },
  { goal: 17, title: 'Partnerships for the goals' },
];

export const COUNTRIES = ['Ghana', 'Nigeria', 'Gambia', 'Cameroon', 'Burkina Faso', 'Ivory Coast'];

export type JoinRole = 'volunteers' | 'members' | 'champions';
export const isJoinRole = (v: unknown): v is JoinRole => v === 'volunteers' || v === 'members' || v === 'champions';

export const JOIN_CARDS: { role: JoinRole; title: string; text: string }[] = [
  {
    role: 'volunteers',
    title: 'Volunteers',
    text: 'Give a few hours a month: tutor, mentor, run a reading hour or help at our events.',
  },
  {
    role: 'members',
    title: 'Members',
    text: 'Join the community that carries our mission, take part in our activities and have a say in our plans.',
  },
  {
    role: 'champions',
    title: 'Champions',
    text: 'Represent Edu Connect Africa where you live, lead a local project and grow the movement.',
  },
];

export const FOUNDER = {
  name: 'Adaeze Okonkwo',
  role: 'Founder and Executive Director',
  image: '/images/people/person-01.svg',
  quote:
    'Every child deserves to learn in the language of their home and to see their culture in what they learn. We build the bridges that make that possible.',
  bio: [
    'Adaeze Okonkwo taught in public primary schools in Enugu and Accra for eleven years before founding Edu Connect Africa in 2019.',
    'She holds a master’s degree in education from the University of Ghana and has trained more than 2,000 teachers in mother-tongue literacy.',
    'She leads the group’s three arms with a team spread across Ghana and Nigeria.',
  ],
};
