/*
 * Edu Africa's fixed data: the supported countries, the Unlock cards and the course catalogue, as keys,
 * numbers and pictures. Their words are in messages/<locale>/eduAfrica.json.
 */

/** The countries the app starts in: ISO code and flag; each is named by `countries.<code>` in the `ui` catalog. */
export const SUPPORTED_COUNTRIES = [
  { code: 'NG', flag: '/images/flags/nigeria.svg' },
  { code: 'GH', flag: '/images/flags/ghana.svg' },
  { code: 'GM', flag: '/images/flags/gambia.svg' },
  { code: 'BF', flag: '/images/flags/burkina-faso.svg' },
  { code: 'CI', flag: '/images/flags/ivory-coast.svg' },
  { code: 'SN', flag: '/images/flags/senegal.svg' },
  { code: 'GN', flag: '/images/flags/guinea.svg' },
  { code: 'CM', flag: '/images/flags/cameroon.svg' },
  { code: 'SL', flag: '/images/flags/sierra-leone.svg' },
] as const;

/** The Unlock cards: each one's words are `unlock.cards.<key>` in the catalog. */
export const UNLOCK_CARDS = [
  { key: 'aiLearning', image: '/images/art/cover-09.svg' },
  { key: 'culture', image: '/images/art/cover-10.svg' },
  { key: 'certificates', image: '/images/art/cover-11.svg' },
] as const;

/** A course's subjects whose words are in the catalog (`topics.<key>`): each language writes them its own way. */
export const TOPICS = [
  'africanLanguages',
  'africanCulture',
  'africanEthnicity',
  'history',
  'languages',
  'hausa',
  'yoruba',
  'french',
  'spanish',
  'programming',
  'data',
  'design',
  'teacherTraining',
  'ai',
  'cybersecurity',
] as const;
export type Topic = (typeof TOPICS)[number];

/** A course's tag: a topic, or a name every language writes alike (a language's or a technology's). */
export type Tag = Topic | 'Twi' | 'python' | 'excel' | 'power bi' | 'sql' | 'ui/ux' | 'react' | 'c#';

export const isTopic = (tag: Tag): tag is Topic => (TOPICS as readonly string[]).includes(tag);

export const ART_AND_HUMANITIES: readonly Tag[] = ['africanLanguages', 'africanCulture', 'africanEthnicity'];

export const POPULAR_SEARCHES: readonly Tag[] = [
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

export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];

/** A course as the catalogue holds it: its title and summary are `courses.<key>` in the catalog. */
export interface CourseEntry {
  slug: string;
  key: string;
  tags: readonly Tag[];
  level: Level;
  lessons: number;
  image: string;
}

/** A course in the page's language, as cards, pages and structured data show it (components/eduafrica/courses.ts). */
export interface Course {
  slug: string;
  title: string;
  tags: string[];
  /** The level's name in the page's language; `levelKey` is the level itself. */
  level: string;
  levelKey: Level;
  lessons: number;
  summary: string;
  image: string;
}

export const COURSES: readonly CourseEntry[] = [
  {
    slug: 'hausa-for-beginners',
    key: 'hausaForBeginners',
    tags: ['africanLanguages', 'hausa'],
    level: 'beginner',
    lessons: 40,
    image: '/images/art/cover-02.svg',
  },
  {
    slug: 'twi-conversation',
    key: 'twiConversation',
    tags: ['africanLanguages', 'Twi'],
    level: 'intermediate',
    lessons: 32,
    image: '/images/art/cover-05.svg',
  },
  {
    slug: 'yoruba-through-stories',
    key: 'yorubaThroughStories',
    tags: ['africanLanguages', 'yoruba', 'africanCulture'],
    level: 'beginner',
    lessons: 28,
    image: '/images/art/cover-07.svg',
  },
  {
    slug: 'festivals-of-west-africa',
    key: 'festivalsOfWestAfrica',
    tags: ['africanCulture', 'history'],
    level: 'beginner',
    lessons: 12,
    image: '/images/art/cover-12.svg',
  },
  {
    slug: 'peoples-of-the-sahel',
    key: 'peoplesOfTheSahel',
    tags: ['africanEthnicity', 'history'],
    level: 'intermediate',
    lessons: 16,
    image: '/images/art/cover-13.svg',
  },
  {
    slug: 'french-for-west-africa',
    key: 'frenchForWestAfrica',
    tags: ['french', 'languages'],
    level: 'beginner',
    lessons: 36,
    image: '/images/art/cover-14.svg',
  },
  {
    slug: 'spanish-essentials',
    key: 'spanishEssentials',
    tags: ['spanish', 'languages'],
    level: 'beginner',
    lessons: 30,
    image: '/images/art/cover-15.svg',
  },
  {
    slug: 'python-from-zero',
    key: 'pythonFromZero',
    tags: ['python', 'programming'],
    level: 'beginner',
    lessons: 24,
    image: '/images/art/cover-16.svg',
  },
  {
    slug: 'excel-and-power-bi',
    key: 'excelAndPowerBi',
    tags: ['excel', 'power bi', 'data'],
    level: 'intermediate',
    lessons: 20,
    image: '/images/art/cover-03.svg',
  },
  {
    slug: 'sql-for-analysts',
    key: 'sqlForAnalysts',
    tags: ['sql', 'data'],
    level: 'intermediate',
    lessons: 18,
    image: '/images/art/cover-06.svg',
  },
  {
    slug: 'ui-ux-design-basics',
    key: 'uiUxDesignBasics',
    tags: ['ui/ux', 'design'],
    level: 'beginner',
    lessons: 14,
    image: '/images/art/cover-08.svg',
  },
  {
    slug: 'react-for-the-web',
    key: 'reactForTheWeb',
    tags: ['react', 'programming'],
    level: 'advanced',
    lessons: 26,
    image: '/images/art/cover-01.svg',
  },
  {
    slug: 'ai-in-the-classroom',
    key: 'aiInTheClassroom',
    tags: ['ai', 'teacherTraining'],
    level: 'intermediate',
    lessons: 10,
    image: '/images/art/cover-04.svg',
  },
  {
    slug: 'cybersecurity-for-everyone',
    key: 'cybersecurityForEveryone',
    tags: ['cybersecurity'],
    level: 'beginner',
    lessons: 12,
    image: '/images/art/cover-09.svg',
  },
  {
    slug: 'teaching-reading-in-the-mother-tongue',
    key: 'teachingReadingInTheMotherTongue',
    tags: ['teacherTraining', 'africanLanguages'],
    level: 'intermediate',
    lessons: 22,
    image: '/images/art/cover-10.svg',
  },
];

export const courseHref = (slug: string) => `/edu-africa/products/${slug}`;

/** Courses whose title or a tag, in the page's language, contains the query, ignoring case; all of them for an empty query. */
export function searchCourses(query: string, courses: Course[]): Course[] {
  const q = query.trim().toLowerCase();
  if (!q) return courses;
  return courses.filter((c) => c.title.toLowerCase().includes(q) || c.tags.some((t) => t.toLowerCase().includes(q)));
}

export const CONTACT_EMAIL = 'eduafrica@educonnectafrica.org';
