import type { PostKind } from '../../api/constants';
import { seedImages as img } from './demo-data';

/* News, stories and events for the demo content. HTML bodies use headings, lists and links. */

interface PostSeed {
  id: string;
  title: string;
  caption: string;
  category: string[];
  writers: string[];
  lead: string;
  heading: string;
  points: string[];
  closing: string;
  link?: [href: string, label: string];
}

const body = (p: PostSeed) =>
  `<p>${p.lead}</p><h2>${p.heading}</h2><ul>${p.points.map((x) => `<li>${x}</li>`).join('')}</ul><p>${p.closing}${
    p.link ? ` <a href="${p.link[0]}">${p.link[1]}</a>.` : ''
  }</p>`;

const news: PostSeed[] = [
  {
    id: '665f1a2b3c4d5e6f70810001',
    title: '5,000 solar lamps reach families in northern Ghana',
    caption: 'Children in Tamale and Bolgatanga can now study after dark.',
    category: ['Education', 'Energy'],
    writers: ['Kofi Asamoah'],
    lead: 'This term the African Child Network delivered 5,000 solar lamps with phone chargers to families in the Northern and Upper East regions of Ghana.',
    heading: 'What the lamps change',
    points: [
      'Two more hours of homework a night for school children',
      'No kerosene smoke in the home',
      'Phones charged for mobile money and health alerts',
    ],
    closing: 'Each $25 gift provides one lamp and charger.',
    link: ['/acn/how-to-help/donate', 'Give a lamp'],
  },
  {
    id: '665f1a2b3c4d5e6f70810002',
    title: 'Midwife training graduates its third class in Sokoto',
    caption: 'Forty-two new community midwives return to their villages.',
    category: ['Health'],
    writers: ['Tunde Adeyemi'],
    lead: 'Forty-two women completed our eighteen-month community midwifery course in Sokoto State this month.',
    heading: 'The course at a glance',
    points: [
      'Safe delivery and newborn care',
      'Recognising danger signs and referring early',
      'Nutrition counselling for mothers',
    ],
    closing: 'Training one midwife costs $52 a month during the course.',
    link: ['/acn/what-we-do/health', 'Read about our health work'],
  },
  {
    id: '665f1a2b3c4d5e6f70810003',
    title: 'Savings groups help 600 families pay school fees on time',
    caption: 'Village savings and loan groups grow in Burkina Faso.',
    category: ['Economic'],
    writers: ['Salif Ouedraogo'],
    lead: 'Thirty village savings and loan groups around Koudougou now bring together 600 families, most of them led by women.',
    heading: 'How the groups work',
    points: [
      'Members save a small amount each week',
      'Loans fund seeds, livestock and small shops',
      'School fees are planned for at the start of each term',
    ],
    closing: 'Our evidence team tracks attendance and fee payments with each group.',
    link: ['/acn/what-we-do/economic', 'See our economic programme'],
  },
  {
    id: '665f1a2b3c4d5e6f70810004',
    title: 'Flood response in Owerri: aid within 72 hours',
    caption: 'Water, blankets and school kits for 1,200 displaced children.',
    category: ['Emergency', 'Health'],
    writers: ['Ngozi Eze'],
    lead: 'When heavy rain flooded neighbourhoods of Owerri in September, our team and local partners were distributing aid within 72 hours.',
    heading: 'What we delivered',
    points: [
      'Clean drinking water for 3,000 people',
      'Blankets and mats for 800 households',
      'School kits so children could return to class',
    ],
    closing: 'Emergency gifts let us act before the need is in the news.',
  },
  {
    id: '665f1a2b3c4d5e6f70810005',
    title: 'New reading corners open in 25 Gambian schools',
    caption: 'Books in Mandinka, Wolof and English for early readers.',
    category: ['Education'],
    writers: ['Awa Ceesay'],
    lead: 'Twenty-five lower basic schools in the West Coast Region now have a reading corner stocked with 300 books each.',
    heading: 'Inside a reading corner',
    points: [
      'Picture books in Mandinka, Wolof and English',
      'A weekly reading hour led by trained volunteers',
      'Take-home books for families',
    ],
    closing: 'Many of the books were written and printed with Arewa Hub.',
    link: ['/arewa-hub/products', 'Browse Arewa Hub books'],
  },
  {
    id: '665f1a2b3c4d5e6f70810006',
    title: 'Annual report 2025: where every gift went',
    caption: 'Programme results and audited accounts for the year.',
    category: ['Reports', 'Finance'],
    writers: ['Ibrahim Sow'],
    lead: 'Our annual report for 2025 is out, with audited accounts and the results of every programme.',
    heading: 'Highlights',
    points: [
      '87% of spending on programme services',
      '48,000 children reached in five countries',
      '1,100 teachers trained in classroom practice',
    ],
    closing: 'Questions about the accounts are welcome.',
    link: ['/acn/about/annual-report', 'Read the report page'],
  },
  {
    id: '665f1a2b3c4d5e6f70810007',
    title: 'Clean water system completed in Kpandai',
    caption: 'A solar-powered borehole serves a school and 400 homes.',
    category: ['Health', 'Water'],
    writers: ['Kofi Asamoah', 'Esi Quaye'],
    lead: 'A solar-powered borehole and three water points now serve Kpandai Primary School and the 400 homes around it.',
    heading: 'Why water keeps children in school',
    points: [
      'Girls no longer walk two hours a day for water',
      'Fewer days lost to diarrhoeal illness',
      'School gardens and meals become possible',
    ],
    closing: 'A gift of $110 helps build systems like this one.',
  },
  {
    id: '665f1a2b3c4d5e6f70810008',
    title: 'Youth ambassadors meet in Accra',
    caption: 'Eight ambassadors from five countries plan the year ahead.',
    category: ['Community'],
    writers: ['Abena Mensah'],
    lead: 'Our youth ambassadors met in Accra for three days of workshops, planning and a football match against local students.',
    heading: 'Plans for next year',
    points: [
      'A girls’ education campaign in Kano',
      'Sports days that raise funds for school kits',
      'Radio shows on children’s rights in Ouagadougou',
    ],
    closing: 'Meet them on the ambassadors page.',
    link: ['/acn/about/acn-ambassadors', 'Our ambassadors'],
  },
];

const stories: PostSeed[] = [
  {
    id: 'STY00001',
    title: 'Amina’s lamp',
    caption: 'How one solar lamp changed a family’s evenings in Tamale.',
    category: ['Education', 'Energy'],
    writers: ['Esi Quaye'],
    lead: 'Amina is eleven. Until last year she did her homework by the light of a kerosene wick, and the smoke made her cough all night.',
    heading: 'After the lamp',
    points: [
      'She reads for two hours each evening',
      'Her younger brothers join her at the table',
      'Her mother charges her phone for the market',
    ],
    closing: 'Amina now wants to be a nurse.',
  },
  {
    id: 'STY00002',
    title: 'The midwife of Gidan Kara',
    caption: 'Hauwa trained for eighteen months to bring safe births home.',
    category: ['Health'],
    writers: ['Tunde Adeyemi'],
    lead: 'Hauwa is the first trained midwife her village has had. In her first six months she attended 38 births.',
    heading: 'What she carries',
    points: [
      'A delivery kit restocked each month',
      'A phone with the referral clinic’s number',
      'A notebook where she records every visit',
    ],
    closing: 'Every mother she has attended has come through safely.',
  },
  {
    id: 'STY00003',
    title: 'A school garden in Koudougou',
    caption: 'Pupils grow the vegetables for their own lunches.',
    category: ['Economic', 'Education'],
    writers: ['Salif Ouedraogo'],
    lead: 'When the new water point opened, the pupils of École Sainte-Thérèse planted a garden behind their classrooms.',
    heading: 'What grows there',
    points: ['Tomatoes, okra and onions', 'Moringa trees for the school kitchen', 'Seedlings the children take home'],
    closing: 'Attendance rose by a fifth in the first term.',
  },
  {
    id: 'STY00004',
    title: 'Kwabena learns to read in Twi',
    caption: 'An Edu Africa lesson a day, with his grandmother beside him.',
    category: ['Education', 'Languages'],
    writers: ['Kwesi Appiah'],
    lead: 'Kwabena’s grandmother never went to school. Now the two of them do a Twi lesson every evening on a shared phone.',
    heading: 'Their routine',
    points: ['Ten minutes of new words', 'A short story read aloud', 'A proverb to talk about at dinner'],
    closing: 'Both of them now read the church newsletter.',
    link: ['/edu-africa/home', 'Discover Edu Africa'],
  },
  {
    id: 'STY00005',
    title: 'Beads that paid for a uniform',
    caption: 'A bead-crafting circle in Zaria helps mothers earn.',
    category: ['Economic', 'Crafts'],
    writers: ['Aisha Lawal'],
    lead: 'Zulaihat learned bead crafting at Arewa Hub. The first necklace she sold paid for her daughter’s school uniform.',
    heading: 'The circle today',
    points: [
      'Twenty women meet every Thursday',
      'They share patterns and materials',
      'Orders come in through the Arewa Hub shop',
    ],
    closing: 'See the circle’s work in the shop.',
    link: ['/arewa-hub/products', 'Arewa Hub products'],
  },
  {
    id: 'STY00006',
    title: 'Back to class after the flood',
    caption: 'School kits and a temporary classroom in Owerri.',
    category: ['Emergency', 'Education'],
    writers: ['Ngozi Eze'],
    lead: 'The flood took Chidi’s books and his classroom roof. Within two weeks he was back at a desk in a temporary classroom.',
    heading: 'What made it possible',
    points: [
      'A tent classroom set up with the local council',
      'School kits for 1,200 children',
      'Teachers paid through the emergency fund',
    ],
    closing: 'The school’s permanent roof was rebuilt in November.',
  },
  {
    id: 'STY00007',
    title: 'Results: reading levels in Gambian schools',
    caption: 'What a year of reading corners did for early readers.',
    category: ['Reports', 'Education'],
    writers: ['Awa Ceesay', 'Salif Ouedraogo'],
    lead: 'We tested 1,500 pupils at the start and end of the year in schools with and without reading corners.',
    heading: 'What we found',
    points: [
      'Pupils with reading corners read 14 more words a minute',
      'The gap was largest for girls',
      'Take-home books mattered as much as the reading hour',
    ],
    closing: 'The full method is on our evidence page.',
    link: ['/acn/what-we-do/evidence', 'How we use evidence'],
  },
  {
    id: 'STY00008',
    title: 'A champion in Kumasi',
    caption: 'Abena started a homework club that now has 60 members.',
    category: ['Community', 'Education'],
    writers: ['Abena Mensah'],
    lead: 'Abena became an Edu Connect Africa champion at nineteen. Her homework club meets in a church hall three afternoons a week.',
    heading: 'How the club runs',
    points: [
      'University students volunteer as tutors',
      'Edu Africa lessons on two donated tablets',
      'Parents take turns bringing snacks',
    ],
    closing: 'Champions like Abena are how the group grows.',
    link: ['/join-us', 'Become a champion'],
  },
];

const DAY = 86_400_000;

function toRows(list: PostSeed[], kind: PostKind, base: number, coverOffset: number) {
  return list.map((p, i) => ({
    id: p.id,
    kind,
    title: p.title,
    caption: p.caption,
    body: body(p),
    image: img.cover(coverOffset + i + 1),
    // The demo's covers are patterns of colour: they decorate, and say nothing a reader needs.
    image_alt: '',
    writers: JSON.stringify(p.writers),
    writer_image: img.person(i + 1),
    category: JSON.stringify(p.category),
    active: 1,
    blocked: 0,
    created_at: new Date(base - (i * 6 + 2) * DAY).toISOString(),
  }));
}

export function postRows(now = Date.now()) {
  return [
    ...toRows(news, 'news', now, 0),
    ...toRows(stories, 'story', now, 8),
    // Unpublished and blocked items: stored, never shown.
    {
      ...toRows(
        [{ ...news[0]!, id: '665f1a2b3c4d5e6f70810099', title: 'Draft: not yet published' }],
        'news',
        now,
        0,
      )[0]!,
      active: 0,
    },
    { ...toRows([{ ...stories[0]!, id: 'STY00099', title: 'Blocked story' }], 'story', now, 0)[0]!, blocked: 1 },
  ];
}

interface EventSeed {
  id: string;
  name: string;
  days: number;
  time: string;
  location: string | null;
  speakers: string[];
  about: string;
  agenda: [string, string][];
}

const events: EventSeed[] = [
  {
    id: 'EVT00001',
    name: 'Edu Connect Africa Summit 2027',
    days: 30,
    time: '9:00 AM GMT',
    location: 'Accra International Conference Centre, Ghana',
    speakers: ['Adaeze Okonkwo', 'Kwame Boateng', 'Efua Asante'],
    about:
      'Two days on teaching African languages, education technology on low-cost phones and what works for children out of school.',
    agenda: [
      ['9:00', 'Opening address'],
      ['10:30', 'Panel: learning in the mother tongue'],
      ['14:00', 'Workshops for teachers'],
    ],
  },
  {
    id: 'EVT00002',
    name: 'Arewa Hub Reading Festival',
    days: 55,
    time: '10:00 AM WAT',
    location: 'Kano, Nigeria',
    speakers: ['Hauwa Sani', 'Bello Garba'],
    about: 'A day of reading aloud, book stalls and writing workshops for children and parents, in Hausa and English.',
    agenda: [
      ['10:00', 'Story circles for under-8s'],
      ['12:00', 'Meet the authors'],
      ['15:00', 'Young writers’ prize'],
    ],
  },
  {
    id: 'EVT00003',
    name: 'Teacher Training Bootcamp',
    days: 80,
    time: '8:30 AM GMT',
    location: 'Kumasi, Ghana',
    speakers: ['Ousmane Traoré', 'Kwesi Appiah'],
    about:
      'Five days of hands-on classroom practice for early-career teachers, with Edu Africa certificates on completion.',
    agenda: [
      ['8:30', 'Lesson planning'],
      ['11:00', 'Classroom management'],
      ['14:00', 'Teaching reading in Twi'],
    ],
  },
  {
    id: 'EVT00004',
    name: 'Bead Crafting Masterclass',
    days: 110,
    time: '2:00 PM WAT',
    location: null,
    speakers: ['Aisha Lawal'],
    about: 'An online masterclass on waist beads and layered necklaces, with a materials list sent in advance.',
    agenda: [
      ['14:00', 'Materials and tools'],
      ['14:45', 'Stringing techniques'],
      ['15:30', 'Questions and answers'],
    ],
  },
  {
    id: 'EVT00005',
    name: 'Children’s Day Community Fair',
    days: -20,
    time: '10:00 AM WAT',
    location: 'Lagos, Nigeria',
    speakers: ['Ngozi Eze', 'Emeka Obi'],
    about: 'Games, health checks and a book swap for 1,500 children and their families.',
    agenda: [
      ['10:00', 'Health checks'],
      ['12:00', 'Football tournament'],
      ['15:00', 'Book swap'],
    ],
  },
  {
    id: 'EVT00006',
    name: 'Girls in STEM Day',
    days: -45,
    time: '9:00 AM GMT',
    location: 'Tamale, Ghana',
    speakers: ['Yaw Owusu', 'Halima Yusuf'],
    about: 'Coding, robotics and science demonstrations for 300 secondary-school girls.',
    agenda: [
      ['9:00', 'Coding for beginners'],
      ['11:00', 'Build a solar lamp'],
      ['14:00', 'Careers panel'],
    ],
  },
  {
    id: 'EVT00007',
    name: 'Annual Donors’ Evening',
    days: -75,
    time: '6:00 PM GMT',
    location: 'Accra, Ghana',
    speakers: ['Adaeze Okonkwo', 'Ibrahim Sow'],
    about: 'An evening presenting the year’s results to our donors and partners.',
    agenda: [
      ['18:00', 'Welcome'],
      ['18:30', 'Results of the year'],
      ['19:30', 'Dinner'],
    ],
  },
  {
    id: 'EVT00008',
    name: 'Mother-Tongue Writing Retreat',
    days: -120,
    time: '9:00 AM GMT',
    location: 'Banjul, Gambia',
    speakers: ['Fatou Jallow', 'Rakiya Umar'],
    about: 'A week-long retreat where twelve authors wrote children’s books in Mandinka, Wolof and Hausa.',
    agenda: [
      ['9:00', 'Writing sessions'],
      ['13:00', 'Peer reading'],
      ['16:00', 'Illustration workshop'],
    ],
  },
];

export function eventRows(now = Date.now()) {
  return events.map((e, i) => ({
    id: e.id,
    event_name: e.name,
    // Dates are relative to the seeding day, so the demo always has upcoming and past events.
    event_date: new Date(Math.floor((now + e.days * DAY) / DAY) * DAY + 9 * 3_600_000).toISOString(),
    event_time: e.time,
    location: e.location,
    speakers: JSON.stringify(e.speakers),
    image: img.cover(i + 3),
    image_alt: '',
    event_description: `<p>${e.about}</p>`,
    event_gallery: JSON.stringify([0, 1, 2, 3].map((k) => img.cover(i + k + 5))),
    gallery_alts: JSON.stringify(['', '', '', '']),
    schedule: `<ul>${e.agenda.map(([t, what]) => `<li><strong>${t}</strong> ${what}</li>`).join('')}</ul>`,
    register_url: e.days > 0 ? `https://www.educonnectafrica.org/register/${e.id.toLowerCase()}` : null,
    active: 1,
    created_at: new Date(now - 200 * DAY).toISOString(),
  }));
}
