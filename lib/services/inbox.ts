import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/db';
import { writeDurably } from '../db/durable';
import { nowIso } from '../db/ids';
import { type Actor, auditLine } from './audit';

/*
 * The submissions inbox of the admin console: every kind of form the site takes, read from its own
 * table through one description per kind (where its name, e-mail, arm and fields are), so that the
 * list, the detail page and the CSV export say the same thing. Handled marks live in one table of
 * their own, keyed by kind and id, so the submission tables stay as the forms wrote them. Every kind
 * has the language its sender used the site in (`locale`), shown and exported beside the arm.
 */

type SubmissionTable =
  'contact_messages' | 'subscribers' | 'waitlist' | 'orders' | 'donations' | 'applications' | 'craft_members';
type Row = Record<string, unknown>;
/** The store seen without its table types: the inbox names tables and columns from KINDS. */
type Loose = Kysely<Record<string, Row>>;

export interface KindInfo {
  label: string;
  table: SubmissionTable;
  /** The arm a row belongs to: a column of the table, or the one arm whose form it is. */
  arm: { column: string } | { fixed: string };
  /** Columns that make up the name, searched with the e-mail. */
  name: string[];
  email: string;
  /** Only the rows of this table that are this kind (applications hold three kinds). */
  only?: { column: string; value: string };
  /** What is shown and exported beyond the name, e-mail, arm and date: [heading, column]. */
  fields: [string, string][];
}

export const KINDS = {
  messages: {
    label: 'Contact messages',
    table: 'contact_messages',
    arm: { column: 'arm' },
    name: ['first_name', 'last_name'],
    email: 'email',
    fields: [
      ['Phone', 'phone_number'],
      ['Reason', 'reason'],
      ['Message', 'message'],
    ],
  },
  orders: {
    label: 'Orders',
    table: 'orders',
    arm: { fixed: 'arewahub' },
    name: ['customer_name'],
    email: 'customer_email',
    fields: [
      ['Phone', 'phone_number'],
      ['Items', 'quantity'],
      ['Amount (minor units)', 'amount_minor'],
      ['Currency', 'currency'],
      ['Status', 'status'],
    ],
  },
  donations: {
    label: 'Donation requests',
    table: 'donations',
    arm: { fixed: 'acn' },
    name: ['first_name', 'last_name'],
    email: 'email',
    fields: [
      ['Phone', 'phone_number'],
      ['Country', 'country'],
      ['Donation type', 'donation_type'],
    ],
  },
  volunteers: application('Volunteers', 'volunteer', [
    ['Skill', 'skill'],
    ['Message', 'message'],
  ]),
  members: application('Members', 'member', [
    ['Reason', 'reason'],
    ['Message', 'message'],
  ]),
  champions: application('Champions', 'champion', [
    ['Current project', 'current_project'],
    ['Past project', 'past_project'],
    ['Committed', 'is_committed'],
  ]),
  crafts: {
    label: 'Crafts memberships',
    table: 'craft_members',
    arm: { fixed: 'arewahub' },
    name: ['first_name', 'last_name'],
    email: 'email',
    fields: [
      ['Phone', 'mobile_number'],
      ['Location', 'location'],
      ['Business', 'business_name'],
      ['Craft', 'craft_type'],
      ['Experience', 'experience_level'],
    ],
  },
  subscribers: {
    label: 'Newsletter subscribers',
    table: 'subscribers',
    arm: { column: 'website' },
    name: [],
    email: 'email',
    fields: [],
  },
  waitlist: {
    label: 'App waitlist',
    table: 'waitlist',
    arm: { fixed: 'eduafrica' },
    name: [],
    email: 'email',
    fields: [],
  },
} satisfies Record<string, KindInfo>;

function application(label: string, kind: string, fields: [string, string][]): KindInfo {
  return {
    label,
    table: 'applications',
    arm: { fixed: 'educonnect' },
    name: ['first_name', 'last_name'],
    email: 'email',
    only: { column: 'kind', value: kind },
    fields: [['Phone', 'phone_number'], ...fields],
  };
}

export type SubmissionKind = keyof typeof KINDS;
export const SUBMISSION_KINDS = Object.keys(KINDS) as SubmissionKind[];

/**
 * The site a submission belongs to: the one arm whose form it is, or, for a kind every site's forms
 * send (contact messages), the arm its row names.
 */
export function siteOfSubmission(kind: SubmissionKind, rowArm = ''): string {
  const { arm } = KINDS[kind] as KindInfo;
  return 'fixed' in arm ? arm.fixed : rowArm.toLowerCase();
}

/** The kinds of submission a site's forms send, each announced to its own address if set (new subscribers are not announced). */
export function announcedKindsOf(website: string): SubmissionKind[] {
  return SUBMISSION_KINDS.filter((kind) => {
    if (kind === 'subscribers' || kind === 'waitlist') return false;
    const { arm } = KINDS[kind] as KindInfo;
    return 'column' in arm || arm.fixed === website;
  });
}

export interface InboxFilter {
  kind: SubmissionKind;
  arm?: string;
  /** YYYY-MM-DD, inclusive, in UTC. */
  from?: string;
  to?: string;
  /** Part of a name or an e-mail address, any case. */
  search?: string;
}

/** One submission as the console shows and exports it. */
export interface Submission {
  id: string;
  kind: SubmissionKind;
  name: string;
  email: string;
  arm: string;
  /** The language of the page it was sent from (lib/i18n/locales.ts): the e-mails its sender gets are in it. */
  locale: string;
  createdAt: string;
  fields: [string, string][];
  handledAt: string | null;
  handledBy: string | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function present(kind: SubmissionKind, row: Row): Submission {
  const info: KindInfo = KINDS[kind];
  return {
    id: text(row.id),
    kind,
    name: info.name.map((c) => text(row[c])).join(' '),
    email: text(row[info.email]),
    arm: 'fixed' in info.arm ? info.arm.fixed : text(row[info.arm.column]),
    locale: text(row.locale),
    createdAt: text(row.created_at),
    fields: info.fields.map(([heading, column]) => [heading, text(row[column])]),
    handledAt: (row.handled_at as string | null) ?? null,
    handledBy: (row.handled_by as string | null) ?? null,
  };
}

/** A kind's rows (as s), each with its handled mark (h) if it has one. */
const withHandled = (db: Db, kind: SubmissionKind) =>
  (db as unknown as Loose)
    .selectFrom(`${KINDS[kind].table} as s`)
    .leftJoin('handled_submissions as h', (join) => join.on('h.kind', '=', kind).onRef('h.id', '=', 's.id'));

const handledColumns = ['h.handled_at as handled_at', 'h.staff_email as handled_by'] as const;

/** The rows of one kind that match, newest first, with their handled marks. */
export async function submissions(db: Db, filter: InboxFilter, limit = 1000): Promise<Submission[]> {
  const info: KindInfo = KINDS[filter.kind];
  // Tables and columns come from KINDS, never from the request.
  const q = withHandled(db, filter.kind)
    .selectAll('s')
    .select(handledColumns)
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      if (info.only) conditions.push(eb(`s.${info.only.column}`, '=', info.only.value));
      if (filter.arm && 'column' in info.arm) conditions.push(eb(`s.${info.arm.column}`, '=', filter.arm));
      if (filter.from) conditions.push(eb('s.created_at', '>=', filter.from));
      if (filter.to) conditions.push(eb('s.created_at', '<', nextDay(filter.to)));
      if (filter.search) {
        const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const searched = [info.email, ...info.name].map(
          (c) => sql<SqlBool>`lower(${sql.ref(`s.${c}`)}) like ${pattern} escape '\\'`,
        );
        conditions.push(eb.or(searched));
      }
      return eb.and(conditions);
    })
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit);
  const rows = (await q.execute()) as Row[];
  // A fixed arm filters in memory: the whole kind is that arm's or none of it is.
  const armMatches = (s: Submission) => !filter.arm || s.arm === filter.arm;
  return rows.map((r) => present(filter.kind, r)).filter(armMatches);
}

export interface StoredFile {
  label: string;
  /** Below DATA_DIR, as the crafts membership handler stored it: uploads/… */
  path: string;
}

export async function submission(
  db: Db,
  kind: SubmissionKind,
  id: string,
): Promise<(Submission & { files: StoredFile[]; items: Row[] }) | null> {
  const info: KindInfo = KINDS[kind];
  const row = (await withHandled(db, kind)
    .selectAll('s')
    .select(handledColumns)
    .where('s.id', '=', id)
    .executeTakeFirst()) as Row | undefined;
  if (!row || (info.only && row[info.only.column] !== info.only.value)) return null;
  const files = kind === 'crafts' ? craftFiles(row) : [];
  const items =
    kind === 'orders'
      ? ((await (db as unknown as Loose)
          .selectFrom('order_items')
          .selectAll()
          .where('order_id', '=', id)
          .execute()) as Row[])
      : [];
  return { ...present(kind, row), files, items };
}

/** A crafts membership's certificate and artworks, as stored. */
export function craftFiles(row: Row): StoredFile[] {
  const artworks = (JSON.parse(text(row.artwork_paths) || '[]') as string[]).map((path, i) => ({
    label: `Artwork ${i + 1}`,
    path,
  }));
  return row.certificate_path ? [{ label: 'Certificate', path: text(row.certificate_path) }, ...artworks] : artworks;
}

/** Unhandled submissions per kind, for the inbox's menu. */
export async function unhandledCounts(db: Db): Promise<Record<SubmissionKind, number>> {
  const counts = await Promise.all(
    SUBMISSION_KINDS.map(async (kind) => {
      const info: KindInfo = KINDS[kind];
      let q = withHandled(db, kind)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('h.id', 'is', null);
      if (info.only) q = q.where(`s.${info.only.column}`, '=', info.only.value);
      const row = await q.executeTakeFirst();
      return [kind, Number(row?.n ?? 0)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<SubmissionKind, number>;
}

/** Marks a submission handled (or not handled again), with its audit line. */
export async function setHandled(
  db: Db,
  actor: Actor,
  kind: SubmissionKind,
  id: string,
  handled: boolean,
): Promise<void> {
  await writeDurably(db, async (tx) => {
    await tx.deleteFrom('handled_submissions').where('kind', '=', kind).where('id', '=', id).execute();
    if (handled)
      await tx
        .insertInto('handled_submissions')
        .values({ kind, id, handled_at: nowIso(), staff_email: actor.email })
        .execute();
    await tx
      .insertInto('audit_log')
      .values(auditLine(actor, handled ? 'submission handled' : 'submission reopened', `${kind} ${id}`))
      .execute();
  });
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}
