/* Edu Africa's fixed copy, as data: the supported countries, the Unlock cards and the course catalogue. */

export const SUPPORTED_COUNTRIES = [
  { name: 'Nigeria', flag: '/images/flags/nigeria.svg' },
  { name: 'Ghana', flag: '/images/flags/ghana.svg' },
  { name: 'Gambia', flag: '/images/flags/gambia.svg' },
  { name: 'Burkina Faso', flag: '/images/flags/burkina-faso.svg' },
  { name: 'Ivory Coast', flag: '/images/flags/ivory-coast.svg' },
  { name: 'Senegal', flag: '/images/flags/senegal.svg' },
  { name: 'Guinea', flag: '/images/flags/guinea.svg' },
  { name: 'Cameroon', flag: '/images/flags/cameroon.svg' },
  { name: 'Sierra Leone', flag: '/images/flags/sierra-leone.svg' },
];

export const UNLOCK_CARDS = [
  {
    title: 'AI-driven learning',
    text: 'Lessons adapt to how you learn: the app repeats what you find hard and moves on from what you know, a few minutes a day.',
    image: '/images/art/cover-09.svg',
  },
  {
    title: 'African culture and heritage',
    text: 'Every language comes with its proverbs, songs, festivals and history, told by teachers from the communities that speak it.',
    image: '/images/art/cover-10.svg',
  },
  {
    title: 'Certificates',
    text: 'Finish a course and receive a certificate you can share with employers, schools and friends, straight from your phone.',
    image: '/images/art/cover-11.svg',
  },
];

export const ART_AND_HUMANITIES = ['African Languages', 'African Culture', 'African Ethnicity'];

export const POPULAR_SEARCHES = [
  'python',
  'ui/ux',
  'excel',
  'sql',
  'react',
  'french',
  'spanish',
  'c#',
  'power bi',
  'ai',
  'cybersecurity',
];

export interface Course {
  slug: string;
  title: string;
  tags: string[];
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  lessons: number;
  summary: string;
  image: string;
}

export const COURSES: Course[] = [
  {
    slug: 'hausa-for-beginners',
    title: 'Hausa for Beginners',
    tags: ['African Languages', 'Hausa'],
    level: 'Beginner',
    lessons: 40,
    summary: 'Greetings, numbers, the market and the family: everyday Hausa in short daily lessons.',
    image: '/images/art/cover-02.svg',
  },
  {
    slug: 'twi-conversation',
    title: 'Twi Conversation',
    tags: ['African Languages', 'Twi'],
    level: 'Intermediate',
    lessons: 32,
    summary: 'Hold a real conversation in Twi, from travel and food to proverbs.',
    image: '/images/art/cover-05.svg',
  },
  {
    slug: 'yoruba-through-stories',
    title: 'Yoruba Through Stories',
    tags: ['African Languages', 'Yoruba', 'African Culture'],
    level: 'Beginner',
    lessons: 28,
    summary: 'Learn Yoruba through folk tales read aloud, with the words explained.',
    image: '/images/art/cover-07.svg',
  },
  {
    slug: 'festivals-of-west-africa',
    title: 'Festivals of West Africa',
    tags: ['African Culture', 'History'],
    level: 'Beginner',
    lessons: 12,
    summary: 'Durbar, Homowo, Osun-Osogbo and more: where they come from and what they mean.',
    image: '/images/art/cover-12.svg',
  },
  {
    slug: 'peoples-of-the-sahel',
    title: 'Peoples of the Sahel',
    tags: ['African Ethnicity', 'History'],
    level: 'Intermediate',
    lessons: 16,
    summary: 'The Hausa, Fulani, Tuareg, Mossi and Songhai: histories, trade and languages.',
    image: '/images/art/cover-13.svg',
  },
  {
    slug: 'french-for-west-africa',
    title: 'French for West Africa',
    tags: ['french', 'Languages'],
    level: 'Beginner',
    lessons: 36,
    summary: 'The French you need in Abidjan, Dakar and Ouagadougou, taught from English.',
    image: '/images/art/cover-14.svg',
  },
  {
    slug: 'spanish-essentials',
    title: 'Spanish Essentials',
    tags: ['spanish', 'Languages'],
    level: 'Beginner',
    lessons: 30,
    summary: 'A first course in Spanish for travel, study and work.',
    image: '/images/art/cover-15.svg',
  },
  {
    slug: 'python-from-zero',
    title: 'Python from Zero',
    tags: ['python', 'Programming'],
    level: 'Beginner',
    lessons: 24,
    summary: 'Write your first programs in Python, on your phone or a shared computer.',
    image: '/images/art/cover-16.svg',
  },
  {
    slug: 'excel-and-power-bi',
    title: 'Excel and Power BI for Small Businesses',
    tags: ['excel', 'power bi', 'Data'],
    level: 'Intermediate',
    lessons: 20,
    summary: 'Keep stock, track sales and draw clear charts for your shop or co-operative.',
    image: '/images/art/cover-03.svg',
  },
  {
    slug: 'sql-for-analysts',
    title: 'SQL for Analysts',
    tags: ['sql', 'Data'],
    level: 'Intermediate',
    lessons: 18,
    summary: 'Query real datasets of West African markets and schools.',
    image: '/images/art/cover-06.svg',
  },
  {
    slug: 'ui-ux-design-basics',
    title: 'UI/UX Design Basics',
    tags: ['ui/ux', 'Design'],
    level: 'Beginner',
    lessons: 14,
    summary: 'Design apps people can use on small screens and slow networks.',
    image: '/images/art/cover-08.svg',
  },
  {
    slug: 'react-for-the-web',
    title: 'React for the Web',
    tags: ['react', 'Programming'],
    level: 'Advanced',
    lessons: 26,
    summary: 'Build fast, accessible web pages with React.',
    image: '/images/art/cover-01.svg',
  },
  {
    slug: 'ai-in-the-classroom',
    title: 'AI in the Classroom',
    tags: ['ai', 'Teacher Training'],
    level: 'Intermediate',
    lessons: 10,
    summary: 'Use AI tools to plan lessons and give feedback, safely and fairly.',
    image: '/images/art/cover-04.svg',
  },
  {
    slug: 'cybersecurity-for-everyone',
    title: 'Cybersecurity for Everyone',
    tags: ['cybersecurity'],
    level: 'Beginner',
    lessons: 12,
    summary: 'Protect your phone, your money and your school’s data from common scams.',
    image: '/images/art/cover-09.svg',
  },
  {
    slug: 'teaching-reading-in-the-mother-tongue',
    title: 'Teaching Reading in the Mother Tongue',
    tags: ['Teacher Training', 'African Languages'],
    level: 'Intermediate',
    lessons: 22,
    summary: 'Phonics and story-based methods for teaching children to read in their first language.',
    image: '/images/art/cover-10.svg',
  },
];

export const courseHref = (slug: string) => `/edu-africa/products/${slug}`;

/** Courses whose title or a tag contains the query, ignoring case; all of them for an empty query. */
export function searchCourses(query: string, courses: Course[] = COURSES): Course[] {
  const q = query.trim().toLowerCase();
  if (!q) return courses;
  return courses.filter((c) => c.title.toLowerCase().includes(q) || c.tags.some((t) => t.toLowerCase().includes(q)));
}

export const CONTACT_EMAIL = 'eduafrica@educonnectafrica.org';
