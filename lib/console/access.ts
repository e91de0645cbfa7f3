import 'server-only';
import { type StaffRole } from '../auth/auth';
import { type Staff, staffOrSignIn, currentStaff } from '../auth/session';
import { type Db, getDb } from '../db/db';

/*
 * The one gate of the console's data. Every function of lib/console is made by forStaff: it asks for
 * the signed-in staff member and their role itself, before it opens the store, so a page, a server
 * action, a route handler or an export cannot read or write the console's records without that
 * check. (A layout's check is not enough: Next renders a page beside its layout, and a page that
 * read the records would have them serialised into the redirect's body.) proxy.ts turns away a
 * request without a session cookie before anything renders; that is only the cheap first answer.
 */

/**
 * The parts of the console, and the roles that may use each (docs/console.md). Roles are not ranked:
 * an admin may use every part, an editor the content, finance the donations, and neither may open
 * the other's part nor anything else that holds visitors' personal data.
 */
export const AREA_ROLES = {
  /** The console itself: its bar and overview, each showing only the parts the member may use. */
  console: ['admin', 'editor', 'finance'],
  /** Testimonies to moderate, news and stories, events, products, teams, FAQs: what the public pages show. */
  content: ['admin', 'editor'],
  /** Visitors' submissions (their names, addresses, phone numbers, messages and files) and the CSV export. */
  inbox: ['admin'],
  /** Staff accounts and the audit log. */
  accounts: ['admin'],
  /** E-mail: newsletters to subscribers, the outbox, where new submissions are announced. */
  mail: ['admin'],
  /** Gifts given online (donors' names, addresses and messages), their totals and the CSV export. */
  donations: ['admin', 'finance'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type ConsoleArea = keyof typeof AREA_ROLES;

export interface StaffContext {
  staff: Staff;
  db: Db;
}

/** Whether a staff member may use an area: what the console's menus show. */
export const mayUse = (staff: Staff, area: ConsoleArea) =>
  (AREA_ROLES[area] as readonly StaffRole[]).includes(staff.role);

/**
 * For console pages and server actions, before anything is read or written: the signed-in staff
 * member who may use the area. A visitor is sent to sign-in; staff without the area's role get 403.
 */
export const staffFor = (area: ConsoleArea): Promise<Staff> => staffOrSignIn(AREA_ROLES[area]);

/**
 * A console read or write for one area: a visitor (no session, or one that ended) is sent to
 * sign-in and staff without the area's role get 403, before `run` is called.
 */
export function forStaff<A extends unknown[], R>(
  area: ConsoleArea,
  run: (context: StaffContext, ...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args) => run({ staff: await staffFor(area), db: await getDb() }, ...args);
}

/**
 * For a route handler (a download, not a page): the answer to a caller who may not use the area,
 * 401 or 403 with a one-line body, or null for staff who may. The handler then calls forStaff's
 * functions, which check again.
 */
export async function refusal(area: ConsoleArea): Promise<Response | null> {
  const staff = await currentStaff();
  const headers = { 'Cache-Control': 'private, no-store', 'Content-Type': 'text/plain; charset=utf-8' };
  if (!staff) return new Response('Sign in to the console first.', { status: 401, headers });
  if (!mayUse(staff, area)) return new Response('Your staff account may not open this.', { status: 403, headers });
  return null;
}
