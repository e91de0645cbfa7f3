/*
 * Demo content for the embedded admin server: written for this project, about a West African
 * education group and its arms. Ids are fixed so that seeding twice changes nothing.
 */

const img = {
  cover: (n: number) => `/images/art/cover-${String(((n - 1) % 16) + 1).padStart(2, '0')}.svg`,
  person: (n: number) => `/images/people/person-${String(((n - 1) % 12) + 1).padStart(2, '0')}.svg`,
};
export { img as seedImages };

// ---------- people ----------

type Person = [first: string, last: string, position: string, country: string];

const handle = (first: string, last: string) => `${first}${last}`.toLowerCase().replace(/[^a-z]/g, '');

function people(team: string, list: Person[], offset: number) {
  return list.map(([first, last, position, country], i) => ({
    id: `${team}-${String(i + 1).padStart(2, '0')}`,
    team,
    first_name: first,
    last_name: last,
    position,
    country,
    image: img.person(offset + i + 1),
    image_alt: `Drawn portrait of ${first} ${last}`,
    bio: null,
    twitter_handle: handle(first, last),
    linkedin_handle: `${handle(first, last)}-${team}`,
    instagram_handle: i % 2 === 0 ? `${handle(first, last)}.africa` : null,
    active: 1,
    sort_order: i,
  }));
}

export const teamMembers = [
  ...people(
    'educonnect',
    [
      ['Adaeze', 'Okonkwo', 'Founder and Executive Director', 'Nigeria'],
      ['Kwame', 'Boateng', 'Director of Programmes', 'Ghana'],
      ['Zainab', 'Abdullahi', 'Head of Partnerships', 'Nigeria'],
      ['Yaw', 'Owusu', 'Technology Lead', 'Ghana'],
      ['Mariama', 'Diallo', 'Community Coordinator', 'Guinea'],
      ['Ibrahim', 'Sow', 'Finance and Operations Manager', 'Senegal'],
    ],
    0,
  ),
  ...people(
    'acn',
    [
      ['Ngozi', 'Eze', 'Country Director, Nigeria', 'Nigeria'],
      ['Kofi', 'Asamoah', 'Country Director, Ghana', 'Ghana'],
      ['Awa', 'Ceesay', 'Child Protection Officer', 'Gambia'],
      ['Tunde', 'Adeyemi', 'Health Programmes Lead', 'Nigeria'],
      ['Esi', 'Quaye', 'Education Programmes Lead', 'Ghana'],
      ['Salif', 'Ouedraogo', 'Monitoring and Evidence Officer', 'Burkina Faso'],
    ],
    2,
  ),
  ...people(
    'acnAmbassadors',
    [
      ['Chiamaka', 'Nwosu', 'Youth Ambassador, Enugu', 'Nigeria'],
      ['Abena', 'Mensah', 'Youth Ambassador, Kumasi', 'Ghana'],
      ['Lamin', 'Touray', 'Youth Ambassador, Banjul', 'Gambia'],
      ['Aminata', 'Kaboré', 'Youth Ambassador, Ouagadougou', 'Burkina Faso'],
      ['Emeka', 'Obi', 'Sports Ambassador, Lagos', 'Nigeria'],
      ['Akosua', 'Frimpong', 'Arts Ambassador, Accra', 'Ghana'],
      ['Moussa', 'Koné', 'Youth Ambassador, Abidjan', 'Ivory Coast'],
      ['Halima', 'Yusuf', 'Girls’ Education Ambassador, Kano', 'Nigeria'],
    ],
    4,
  ),
  ...people(
    'eduafrica',
    [
      ['Folake', 'Adebayo', 'Product Lead', 'Nigeria'],
      ['Kwesi', 'Appiah', 'Curriculum Designer, Twi and Fante', 'Ghana'],
      ['Hadiza', 'Musa', 'Curriculum Designer, Hausa', 'Nigeria'],
      ['Ousmane', 'Traoré', 'Teacher Training Lead', 'Burkina Faso'],
      ['Nana', 'Agyeman', 'Mobile Engineer', 'Ghana'],
      ['Isatou', 'Njie', 'Learning Community Manager', 'Gambia'],
    ],
    6,
  ),
  ...people(
    'arewahub',
    [
      ['Hauwa', 'Sani', 'Hub Coordinator', 'Nigeria'],
      ['Aisha', 'Lawal', 'Head of Bead Crafting', 'Nigeria'],
      ['Bello', 'Garba', 'Reading Circles Lead', 'Nigeria'],
      ['Rakiya', 'Umar', 'Book Writing Mentor', 'Nigeria'],
      ['Sadiq', 'Aliyu', 'Shop and Orders Manager', 'Nigeria'],
      ['Maryam', 'Idris', 'Events and Gatherings Lead', 'Nigeria'],
    ],
    8,
  ),
];

// ---------- FAQs ----------

type Qa = [question: string, answer: string];
const faqs = (site: string, list: Qa[]) =>
  list.map(([question, answer], i) => ({
    id: `faq-${site}-${i + 1}`,
    site,
    question,
    answer,
    active: 1,
    sort_order: i,
  }));

export const faqItems = [
  ...faqs('educonnect', [
    [
      'What is Edu Connect Africa?',
      'Edu Connect Africa is an education and community group working in Ghana and Nigeria. It brings together three arms: Edu Africa (a learning app for African languages and cultures and for teacher training), Arewa Hub (crafts, books and beads) and the African Child Network (a children’s charity network).',
    ],
    [
      'Where do you work?',
      'We operate in Ghana and Nigeria today and plan to expand to Burkina Faso, Gambia, Senegal and Guinea.',
    ],
    [
      'How can I volunteer?',
      'Open the Join Us page, choose Volunteers and tell us about yourself. Our community coordinator answers every application within two weeks.',
    ],
    [
      'Is there a fee to become a member?',
      'No. Membership is free. We ask members to share our mission and values and to take part in at least one activity a year.',
    ],
    [
      'What does a Champion do?',
      'Champions represent Edu Connect Africa in their community or school, lead a local project and report on it twice a year.',
    ],
    [
      'How are donations used?',
      'Donations to the African Child Network fund programmes in education, health and economic well-being. Our finance page shows how every cedi, naira and dollar is spent.',
    ],
  ]),
  ...faqs('acn', [
    [
      'Who does the African Child Network help?',
      'Children and their families in communities where schooling, health care and a steady income are hard to reach.',
    ],
    [
      'How much of my gift reaches programmes?',
      '87% of spending goes to programme services, 7% to management and general costs and 7% to fundraising.',
    ],
    [
      'Can I choose what my donation supports?',
      'Yes. In the donation form, write the programme you want to support as the donation type, for example “solar lamps” or “midwife training”.',
    ],
    [
      'Do you publish annual reports?',
      'Yes. Each year we publish our programme results and audited accounts on the Annual report and finance page.',
    ],
    [
      'How fast do you respond to emergencies?',
      'Our teams are ready to act within 72 hours of an emergency, working with local partners already on the ground.',
    ],
    [
      'Can my organisation partner with you?',
      'Yes. Choose “Partner with us” in the Organization menu and tell us about your organisation and the partnership you have in mind.',
    ],
  ]),
  ...faqs('arewahub', [
    [
      'What is Arewa Hub?',
      'Arewa Hub is the creative arm of Edu Connect Africa: gatherings, reading events, bead crafting and book writing, with a shop for our books and beads.',
    ],
    [
      'How do I order a book or beads?',
      'Choose Shop Now on any product, fill in your name, e-mail, a working WhatsApp number and the quantity. We confirm the order and payment details on WhatsApp.',
    ],
    [
      'Are the books available as ebooks?',
      'Most of our books are available both as ebooks and as printed copies. Each product shows its availability.',
    ],
    [
      'Do you deliver outside Nigeria?',
      'Yes. We deliver across West Africa; delivery costs are confirmed with you before payment.',
    ],
    [
      'How do I join the crafts community?',
      'Use the join buttons on the home page. Tell us about your craft and, if you like, share a certificate and photos of your work.',
    ],
    [
      'Can I attend a reading event?',
      'Reading events are open to everyone. Upcoming gatherings are listed on the Events page.',
    ],
  ]),
];

// ---------- products ----------

const bookDescription = (about: string, extra: string) =>
  `<p>${about}</p><ul><li>Paperback and ebook</li><li>${extra}</li></ul><p>Printed in Kano by Arewa Hub Press.</p>`;
const beadDescription = (about: string, size: string) =>
  `<p>${about}</p><ul><li>Hand-strung glass and clay beads</li><li>${size}</li></ul><p>Each piece is made to order by a member of our bead-crafting circle.</p>`;

export const products = [
  [
    'AHBK0001',
    'River of Voices',
    4500,
    'NGN',
    '/images/products/book-river-of-voices.svg',
    'book',
    bookDescription(
      'A novel of three generations of women along the Niger, told in turns by a grandmother, a mother and a daughter.',
      '212 pages',
    ),
  ],
  [
    'AHBK0002',
    'Hausa First Words',
    3000,
    'NGN',
    '/images/products/book-hausa-first-words.svg',
    'book',
    bookDescription(
      'A picture book of 200 everyday Hausa words with pronunciation guides for parents and teachers.',
      'Ages 3 to 7',
    ),
  ],
  [
    'AHBK0003',
    'Twi for Little Ones',
    45,
    'GHS',
    '/images/products/book-twi-for-little-ones.svg',
    'book',
    bookDescription('Songs, greetings and counting in Twi, illustrated by young artists from Kumasi.', 'Ages 3 to 7'),
  ],
  [
    'AHBK0004',
    "Grandmother's Loom",
    5200,
    'NGN',
    '/images/products/book-grandmothers-loom.svg',
    'book',
    bookDescription('Short stories about weaving, family and the patterns that carry memory.', '168 pages'),
  ],
  [
    'AHBK0005',
    'Market Day Maths',
    12,
    'USD',
    '/images/products/book-market-day-maths.svg',
    'book',
    bookDescription(
      'Arithmetic through prices, change and measures at a West African market, with 120 exercises.',
      'Primary 3 to 6',
    ),
  ],
  [
    'AHBK0006',
    'Stories Under the Baobab',
    60,
    'GHS',
    '/images/products/book-stories-under-the-baobab.svg',
    'book',
    bookDescription('Twenty folk tales from Gambia, Senegal and Mali, retold for reading aloud.', '144 pages'),
  ],
  [
    'AHBK0007',
    'The Young Teacher',
    15,
    'USD',
    '/images/products/book-the-young-teacher.svg',
    'book',
    bookDescription(
      'Practical lesson planning and classroom management for teachers in their first three years.',
      'With printable templates',
    ),
  ],
  [
    'AHBK0008',
    "Beadwork: A Beginner's Guide",
    3800,
    'NGN',
    '/images/products/book-beadwork-a-beginners-guide.svg',
    'book',
    bookDescription(
      'Step-by-step patterns for necklaces, bracelets and waist beads, with photographs of every stage.',
      '96 pages',
    ),
  ],
  [
    'AHBK0009',
    'Proverbs of the Savannah',
    2800,
    'NGN',
    '/images/products/book-proverbs-of-the-savannah.svg',
    'book',
    bookDescription(
      'Two hundred Hausa and Fulfulde proverbs with English translations and the stories behind them.',
      '120 pages',
    ),
  ],
  [
    'AHBK0010',
    'My First Fante Reader',
    40,
    'GHS',
    '/images/products/book-my-first-fante-reader.svg',
    'book',
    bookDescription('Graded reading for beginners in Fante, from letters and sounds to short stories.', 'Ages 5 to 8'),
  ],
  [
    'AHBD0001',
    'Sahel Sunset Necklace',
    7500,
    'NGN',
    '/images/products/beads-1.svg',
    'bead',
    beadDescription('Amber, red and gold beads in the colours of evening over the Sahel.', 'Length 45 cm'),
  ],
  [
    'AHBD0002',
    'Kente Bracelet Set',
    80,
    'GHS',
    '/images/products/beads-2.svg',
    'bead',
    beadDescription('Three stretch bracelets in kente colours: green, gold and red.', 'One size'),
  ],
  [
    'AHBD0003',
    'Coral Waist Beads',
    5500,
    'NGN',
    '/images/products/beads-3.svg',
    'bead',
    beadDescription('Traditional waist beads in coral tones, strung on strong cotton thread.', 'Tie-on, adjustable'),
  ],
  [
    'AHBD0004',
    'Indigo Drop Earrings',
    18,
    'USD',
    '/images/products/beads-4.svg',
    'bead',
    beadDescription('Indigo glass drops on brass hooks, light enough for all-day wear.', 'Drop 5 cm'),
  ],
  [
    'AHBD0005',
    'Bridal Coral Set',
    45000,
    'NGN',
    '/images/products/beads-5.svg',
    'bead',
    beadDescription(
      'Necklace, bracelet and earrings in layered coral for weddings and celebrations.',
      'Made to measure',
    ),
  ],
  [
    'AHBD0006',
    'Krobo Glass Anklet',
    55,
    'GHS',
    '/images/products/beads-6.svg',
    'bead',
    beadDescription('Recycled Krobo glass beads in blue and white.', 'Length 25 cm'),
  ],
  [
    'AHBD0007',
    'Children’s Name Bracelet',
    2500,
    'NGN',
    '/images/products/beads-7.svg',
    'bead',
    beadDescription(
      'A bright bracelet spelling a child’s name in letter beads.',
      'Write the name in your order message',
    ),
  ],
  [
    'AHBD0008',
    'Harmattan Prayer Beads',
    25,
    'USD',
    '/images/products/beads-8.svg',
    'bead',
    beadDescription('Ninety-nine wooden and clay beads with a tassel, in warm desert tones.', 'Length 60 cm'),
  ],
  [
    'AHBD0009',
    'Durbar Horse Keyring',
    1500,
    'NGN',
    '/images/products/beads-9.svg',
    'bead',
    beadDescription('A small beaded horse in the colours of the Kano Durbar.', 'Height 6 cm'),
  ],
  [
    'AHBD0010',
    'Ocean Blue Choker',
    30,
    'GHS',
    '/images/products/beads-10.svg',
    'bead',
    beadDescription('A close-fitting choker of blue and silver glass beads.', 'Adjustable 32 to 38 cm'),
  ],
].map(([id, name, price, currency, image, form, description], i) => ({
  id: id as string,
  product_name: name as string,
  price_minor: Math.round((price as number) * 100),
  price_currency: currency as string,
  image: image as string,
  image_alt: form === 'book' ? `The cover of the book “${name as string}”` : `A drawing of the ${name as string}`,
  description: description as string,
  product_form: form as string,
  active: 1,
  quantity_in_stock: 50,
  quantity_sold: 0,
  i,
}));

/** One retired product: kept in the table, never listed or sold. */
export const inactiveProduct = {
  id: 'AHBK0099',
  product_name: 'Out of Print Almanac',
  price_minor: 100000,
  price_currency: 'NGN',
  image: '/images/products/book-river-of-voices.svg',
  image_alt: 'The cover of the book “Out of Print Almanac”',
  description: '<p>No longer available.</p>',
  product_form: 'book',
  active: 0,
  quantity_in_stock: 0,
  quantity_sold: 0,
};

// ---------- testimonies ----------

type Said = [first: string, last: string, position: string, text: string];
const said = (website: string, list: Said[]) =>
  list.map(([first, last, position, text], i) => ({
    id: `tst-${website}-${i + 1}`,
    first_name: first,
    last_name: last,
    position,
    website,
    testimony: text,
    image: img.person(i + 3),
    status: 'approved' as const,
    dayOffset: i * 9 + 3,
  }));

export const testimonies = [
  ...said('eduafrica', [
    [
      'Abigail',
      'Tetteh',
      'Primary school teacher, Cape Coast',
      'The teacher-training lessons gave me new ways to teach Fante reading. My pupils now ask for the story time.',
    ],
    [
      'Musa',
      'Danjuma',
      'Parent, Kaduna',
      'My children speak Hausa at home, but now they read and write it too. The short daily lessons fit our evenings.',
    ],
    [
      'Fatima',
      'Bah',
      'University student, Banjul',
      'I grew up in London and wanted to learn Mandinka properly. The culture notes beside each lesson make it come alive.',
    ],
    [
      'Kojo',
      'Asante',
      'Head teacher, Kumasi',
      'Our staff completed the classroom-practice course together. The certificates mattered to them, and so did the confidence.',
    ],
    [
      'Blessing',
      'Okoro',
      'Youth worker, Enugu',
      'The lessons work offline, which is what our centre needs. Data is expensive here and the app respects that.',
    ],
  ]),
  ...said('arewahub', [
    [
      'Zulaihat',
      'Ahmed',
      'Bead artist, Zaria',
      'I joined the bead-crafting circle as a beginner. A year later I sell my own waist beads at the market.',
    ],
    [
      'Usman',
      'Bala',
      'Teacher, Kano',
      'The reading events brought parents and children into one room with books. We now run one at our school each month.',
    ],
    [
      'Grace',
      'Audu',
      'Customer, Abuja',
      'I ordered the bridal coral set for my sister’s wedding. It arrived on time and everyone asked where it came from.',
    ],
    [
      'Ibrahim',
      'Tanko',
      'First-time author, Katsina',
      'The book-writing mentors helped me finish a children’s book in Hausa that my own kids now read.',
    ],
    ['Amaka', 'Chukwu', 'Librarian, Jos', 'Hausa First Words is the most borrowed book in our children’s corner.'],
  ]),
  ...said('acn', [
    [
      'Mercy',
      'Owusu',
      'Mother of three, Tamale',
      'The solar lamp means my children study after dark. Their school results have gone up this year.',
    ],
    [
      'Sani',
      'Abubakar',
      'Community health worker, Sokoto',
      'The training and the supplies helped us reach mothers in villages that had never seen a midwife.',
    ],
    [
      'Yaa',
      'Badu',
      'Secondary student, Ho',
      'The scholarship paid for my books and uniform. I want to become an engineer.',
    ],
    [
      'Pierre',
      'Zongo',
      'Head of a farmers’ cooperative, Koudougou',
      'The savings group started with twenty families. Now sixty families pay school fees on time.',
    ],
    [
      'Chioma',
      'Nnaji',
      'Volunteer, Owerri',
      'Every visit I see what 72 hours can mean: the team was there with water and blankets after the flood.',
    ],
  ]),
];

/** Submissions that must never appear publicly: one awaiting review, one blocked. */
export const hiddenTestimonies = [
  {
    id: 'tst-acn-pending',
    first_name: 'Pending',
    last_name: 'Review',
    position: 'Visitor',
    website: 'acn',
    testimony: 'This testimony is waiting for approval and must not be shown.',
    image: null,
    status: 'pending' as const,
    dayOffset: 1,
  },
  {
    id: 'tst-acn-blocked',
    first_name: 'Blocked',
    last_name: 'Entry',
    position: 'Visitor',
    website: 'acn',
    testimony: 'This testimony was blocked and must not be shown.',
    image: null,
    status: 'blocked' as const,
    dayOffset: 2,
  },
];
