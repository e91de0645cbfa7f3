import type { endpoints } from './contract';

/*
 * Where each public form's submission is posted (below /api), free of zod: the contract's table (contract.ts)
 * takes its paths from here, and a form whose checks (the form kit) could not be downloaded still posts what was
 * typed to the same address, for the server to check (components/forms/use-api-form.ts).
 */

export const CONTACTS = {
  educonnect: '/educonnect/contactUs/sendMessage',
  acn: '/acn/contactUs/sendMessage',
  eduafrica: '/eduafrica/contactUs/sendMessage',
  // The site calls /arewaHub with a capital H; the server also mounts /arewahub.
  arewahub: '/arewaHub/contactUs/sendMessage',
} as const;
export type ContactArm = keyof typeof CONTACTS;

/** The submissions but the contact form's, whose path depends on its arm (CONTACTS). */
export const SUBMISSION_PATHS = {
  subscribe: '/suscribe/addSuscriber', // spelt so on the server
  newTestimony: '/testimony/newTestimony',
  enquiry: '/acn/contactUs/sendMessage',
  newOrder: '/arewahub/orders/newOrder',
  craftMember: '/arewahub/becomeAMember/newMember',
  newDonation: '/acn/donation/newDonation',
  volunteer: '/educonnect/volunteer/becomeAVolunteer',
  member: '/educonnect/member/becomeAMember',
  champion: '/educonnect/champion/becomeAChampion',
} as const;

/** The contract's rows of the public submissions. */
export type Submissions = Pick<typeof endpoints, keyof typeof SUBMISSION_PATHS | 'contact'>;

const posted = (path: (params: { arm: ContactArm }) => string) => ({ method: 'POST', path, idempotent: true });

/**
 * The submissions' rows of the contract as far as a post that never leaves the page reads them: method, path and
 * that it carries an Idempotency-Key. A form whose kit could not be downloaded hands its post to the service worker
 * through them (lib/offline/keep.ts keepOnly), so the client (client.ts) never reads a reply's shape, which is all
 * these rows lack. Typed as the rows they stand for; contract.test.ts holds them to the table.
 */
export const POSTED = {
  contact: posted(({ arm }) => CONTACTS[arm]),
  ...Object.fromEntries(Object.entries(SUBMISSION_PATHS).map(([name, path]) => [name, posted(() => path)])),
} as unknown as Submissions;
