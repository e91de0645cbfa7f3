/* The learning app's Terms of Service and Privacy Policy (Ghana, Ghanaian law). */

import type { TextSection } from './text';

export type LegalSection = TextSection & { id: string };

export const LEGAL_DATES = { effective: 'January 1, 2025', updated: 'August 1, 2025' };

export const TERMS: LegalSection[] = [
  {
    id: 'acceptance',
    heading: 'Acceptance of these terms',
    paragraphs: [
      'These Terms of Service govern your use of the Edu Africa app and website (“Edu Africa”), run by Edu Connect Africa, a company based in Accra, Ghana (“we”, “us”). By creating an account or using Edu Africa you agree to these terms. If you do not agree, do not use Edu Africa.',
    ],
  },
  {
    id: 'eligibility',
    heading: 'Who may use Edu Africa',
    paragraphs: [
      'You must be at least 18 years old to create an account. A person under 18 may use Edu Africa only with the consent and supervision of a parent or guardian, who accepts these terms on their behalf and is responsible for their use.',
    ],
  },
  {
    id: 'accounts',
    heading: 'Your account',
    paragraphs: [
      'Keep your login details private; you are responsible for what happens under your account. Tell us at once if you think someone else has used it.',
    ],
    points: [
      'Give accurate information when you register.',
      'One person, one account: accounts may not be shared or sold.',
      'We may suspend an account that breaks these terms.',
    ],
  },
  {
    id: 'courses',
    heading: 'Courses and certificates',
    paragraphs: [
      'Courses are for your personal learning. When you complete a course you receive a certificate that you may share. A certificate records that you completed the course; it is not a qualification accredited by a government body unless the course says so.',
    ],
  },
  {
    id: 'fees',
    heading: 'Fees, trials and refunds',
    paragraphs: [
      'Some courses and features are paid. Prices are shown before you pay, in your local currency where we can. New mobile users may try Edu Africa free for 30 days; you will not be charged unless you choose a paid plan.',
      'Fees are non-refundable, except where the offer states otherwise or where the law of Ghana gives you a right to a refund.',
    ],
  },
  {
    id: 'payments',
    heading: 'Payments',
    paragraphs: [
      'Payments are processed by a card payment provider; we never see or store your full card number. Where card payment is not supported in your country, we can take payment through a messaging-app payment service, and confirm the purchase with you in writing.',
    ],
  },
  {
    id: 'conduct',
    heading: 'Acceptable use',
    paragraphs: ['You agree not to:'],
    points: [
      'copy, resell or publish our course content without permission;',
      'post anything unlawful, hateful or harmful to children in community spaces;',
      'try to break, overload or get around the security of Edu Africa.',
    ],
  },
  {
    id: 'content',
    heading: 'Our content',
    paragraphs: [
      'Lessons, recordings, images and software in Edu Africa belong to us or to the teachers and partners who licensed them to us. You receive a personal, non-transferable licence to use them while your account is active.',
    ],
  },
  {
    id: 'liability',
    heading: 'Liability',
    paragraphs: [
      'We work to keep Edu Africa accurate and available but cannot promise it will always be free of errors or interruptions. To the extent the law allows, our liability to you is limited to the fees you paid us in the twelve months before the claim.',
    ],
  },
  {
    id: 'law',
    heading: 'Governing law',
    paragraphs: [
      'These terms are governed by the laws of the Republic of Ghana. Disputes will be heard by the courts of Ghana, after we have first tried in good faith to settle them with you directly.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes and contact',
    paragraphs: [
      'We may update these terms; we will tell you in the app at least 14 days before a change takes effect. Questions: write to us through the Edu Africa contact page.',
    ],
  },
];

export const PRIVACY: LegalSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    paragraphs: [
      'Edu Connect Africa, based in Accra, Ghana, runs Edu Africa and is responsible for your personal data under Ghana’s Data Protection Act, 2012 (Act 843).',
    ],
  },
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    paragraphs: ['We collect only what we need to teach you and run the service:'],
    points: [
      'your name, e-mail address and phone number when you register or join the waitlist;',
      'your progress, answers and certificates;',
      'payment confirmations from our payment providers (never your full card number);',
      'basic device and usage data that helps us fix problems and keep the app fast.',
    ],
  },
  {
    id: 'how-we-use',
    heading: 'How we use it',
    paragraphs: [
      'To provide lessons and certificates, to adapt lessons to your progress, to answer your messages, to tell you about the launch if you joined the waitlist, and to meet our legal obligations. We do not sell your personal data.',
    ],
  },
  {
    id: 'children',
    heading: 'Children',
    paragraphs: [
      'Learners under 18 use Edu Africa with a parent’s or guardian’s consent. We collect no more about them than the lessons need, and a parent or guardian may ask us at any time to see or delete their child’s data.',
    ],
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    paragraphs: [
      'Only with service providers who help us run Edu Africa (hosting, e-mail, payments), under contracts that protect your data, and with authorities where the law requires it.',
    ],
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    paragraphs: [
      'Account data is kept while your account is open and for two years after, then deleted. Waitlist e-mails are deleted within six months of launch if you do not register.',
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    paragraphs: [
      'You may ask to see, correct or delete your personal data, or object to how we use it. Write to us through the contact page; we answer within 21 days. You may also complain to the Data Protection Commission of Ghana.',
    ],
  },
  {
    id: 'security',
    heading: 'Security',
    paragraphs: [
      'Data is encrypted in transit and access is limited to the staff who need it. If a breach puts your data at risk, we will tell you and the Data Protection Commission promptly.',
    ],
  },
  {
    id: 'updates',
    heading: 'Changes to this policy',
    paragraphs: [
      'When we change this policy we update the date above and, for important changes, tell you in the app.',
    ],
  },
];
