/* The children's network's fixed copy, as data. */

export const HERO_STATS = [
  { value: '120', label: 'Countries and Territories' },
  { value: '40%', label: 'Local and National NGOs' },
  { value: '35', label: 'People served' },
  { value: '55', label: 'People with improved education' },
];

export const BENEFITS = [
  {
    title: 'Empowering Children',
    text: 'Children learn their rights, speak up in school councils and help shape the programmes that serve them.',
  },
  {
    title: 'Building Awareness Early',
    text: 'Health, hygiene and safety lessons from the first school years build habits that last a lifetime.',
  },
  {
    title: 'Creating Future Leaders',
    text: 'Mentoring, scholarships and youth ambassadors prepare children to lead their communities.',
  },
];

export interface ImpactOption {
  amount: string;
  title: string;
  text: string;
  donationType: string;
}

export const IMPACT_OPTIONS: ImpactOption[] = [
  {
    amount: '$52',
    title: 'Trains a midwife',
    text: 'A month of training for a community midwife, so mothers give birth safely close to home.',
    donationType: '$52: train a midwife',
  },
  {
    amount: '$25',
    title: 'Gives a solar lamp and charger',
    text: 'A solar lamp and phone charger, so a child can study after dark without kerosene smoke.',
    donationType: '$25: a solar lamp and charger',
  },
  {
    amount: '$110',
    title: 'Helps build a water supply system',
    text: 'A share of a solar-powered borehole that brings clean water to a school and its village.',
    donationType: '$110: a water supply system',
  },
];

export const DONATION_TYPES = [
  ...IMPACT_OPTIONS.map((o) => o.donationType),
  'Monthly gift',
  'One-off gift',
  'Emergency fund',
];

/** How each dollar is spent, as published in the annual report (the figures add up to 101 through rounding). */
export const EFFICIENCY = [
  { label: 'Programme service', percent: 87 },
  { label: 'Management and general', percent: 7 },
  { label: 'Fundraising', percent: 7 },
];

export const WHERE_WE_WORK = ['Ghana', 'Nigeria', 'Gambia', 'Burkina Faso', 'Ivory Coast', 'Cameroon'];

export interface Programme {
  slug: 'economic' | 'health' | 'education';
  title: string;
  text: string;
  intro: string[];
  goals: { title: string; text: string }[];
}

export const PROGRAMMES: Record<Programme['slug'], Programme> = {
  economic: {
    slug: 'economic',
    title: 'Economic well-being',
    text: 'Children thrive when their families can count on an income. We help parents save, borrow and earn, so school fees, food and medicine are planned for, not feared.',
    intro: [
      'Our village savings and loan groups bring together twenty to thirty families who save a small amount every week and lend to each other at fair terms. Most groups are led by women.',
      'Alongside the groups we train parents in bookkeeping, farming practices and small-business skills, and link crafts makers to buyers through Arewa Hub.',
    ],
    goals: [
      {
        title: 'Savings in every community',
        text: 'A savings group within walking distance of every family we work with.',
      },
      {
        title: 'School fees on time',
        text: 'Families plan school costs at the start of each term, so no child is sent home for unpaid fees.',
      },
      {
        title: 'Fair work for young people',
        text: 'Apprenticeships and start-up kits for young people leaving school.',
      },
    ],
  },
  health: {
    slug: 'health',
    title: 'Health',
    text: 'A healthy childhood starts before birth. We train midwives and community health workers, bring clean water to schools and villages, and teach children the habits that keep them well.',
    intro: [
      'Our community midwifery course trains women from the villages they serve, for eighteen months, in safe delivery, newborn care and early referral.',
      'Solar-powered boreholes bring clean water to schools; hygiene clubs teach handwashing, safe water storage and nutrition.',
    ],
    goals: [
      { title: 'Safe births', text: 'A trained midwife within reach of every mother in our partner communities.' },
      { title: 'Clean water at school', text: 'Every partner school with a working, safe water point.' },
      { title: 'Healthy habits', text: 'Hygiene and nutrition lessons in every partner school year.' },
    ],
  },
  education: {
    slug: 'education',
    title: 'Education',
    text: 'Every child should learn to read, write and count, in a language they understand, in a school that welcomes them. We help children get to school and learn once they are there.',
    intro: [
      'We stock reading corners with books in local languages, train teachers in classroom practice with Edu Africa, and give scholarships, uniforms and school kits to children who would otherwise stay at home.',
      'Solar lamps let children study after dark, and homework clubs run by our champions give them a place to learn with others.',
    ],
    goals: [
      {
        title: 'Reading by age nine',
        text: 'Every child in our partner schools reading a simple story by the end of primary three.',
      },
      {
        title: 'Girls stay in school',
        text: 'Scholarships and mentoring that keep girls in school through secondary level.',
      },
      { title: 'Trained teachers', text: 'Every teacher in our partner schools trained in mother-tongue literacy.' },
    ],
  },
};
