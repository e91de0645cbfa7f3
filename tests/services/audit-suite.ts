import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as dbModule from '../../lib/db/db';
import type * as auditModule from '../../lib/services/audit';
import type * as testimoniesModule from '../../lib/services/testimonies';
import type * as faqsModule from '../../lib/services/faqs';
import type * as teamModule from '../../lib/services/team';
import type * as productsModule from '../../lib/services/products';
import type * as eventsModule from '../../lib/services/events';
import type * as postsModule from '../../lib/services/posts';
import type * as inboxModule from '../../lib/services/inbox';
import type * as submissionsModule from '../../lib/services/submissions';
import type * as seedModule from '../../lib/seed/seed';
import type * as mailModule from '../../lib/services/mail';

/*
 * Every kind of staff write leaves exactly one line in the audit log, in the transaction of the change,
 * naming who made it. The console's server actions and the bearer API both write through these service
 * functions (the contract suite checks the bearer API's lines from the outside); this suite calls each
 * write as the console does, on the database it is given.
 */

type Services = {
  db: typeof dbModule;
  audit: typeof auditModule;
  testimonies: typeof testimoniesModule;
  faqs: typeof faqsModule;
  team: typeof teamModule;
  products: typeof productsModule;
  events: typeof eventsModule;
  posts: typeof postsModule;
  inbox: typeof inboxModule;
  submissions: typeof submissionsModule;
  seed: typeof seedModule;
  mail: typeof mailModule;
};

const STAFF = { id: 'audit-suite-staff', email: 'editor@audit.test' };

export function auditSuite({ databaseUrl }: { databaseUrl?: string } = {}) {
  let s: Services;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-'));
    process.env.DATA_DIR = dataDir;
    if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
    else delete process.env.DATABASE_URL;
    s = {
      db: await import('../../lib/db/db'),
      audit: await import('../../lib/services/audit'),
      testimonies: await import('../../lib/services/testimonies'),
      faqs: await import('../../lib/services/faqs'),
      team: await import('../../lib/services/team'),
      products: await import('../../lib/services/products'),
      events: await import('../../lib/services/events'),
      posts: await import('../../lib/services/posts'),
      inbox: await import('../../lib/services/inbox'),
      submissions: await import('../../lib/services/submissions'),
      seed: await import('../../lib/seed/seed'),
      mail: await import('../../lib/services/mail'),
    };
    await s.seed.seed(await s.db.getDb());
  }, 60_000);

  afterAll(async () => {
    await s?.db.closeDb();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const staffLines = async () =>
    (await s.db.getDb())
      .selectFrom('audit_log')
      .selectAll()
      .where('staff_id', '=', STAFF.id)
      .orderBy('at')
      .orderBy('id')
      .execute();

  /** Runs one write and answers the audit lines it added. */
  async function linesOf<T>(
    write: () => Promise<T>,
  ): Promise<{ result: T; lines: { action: string; subject: string; staff_email: string }[] }> {
    // By id, not by position: two lines written in the same millisecond may sort either way.
    const before = new Set((await staffLines()).map((line) => line.id));
    const result = await write();
    return { result, lines: (await staffLines()).filter((line) => !before.has(line.id)) };
  }

  it('the demo content is planted through the services and logged as the seed', async () => {
    const db = await s.db.getDb();
    const seeded = await db
      .selectFrom('audit_log')
      .select(['action', 'staff_id'])
      .where('staff_id', '=', 'seed')
      .execute();
    expect(seeded).toContainEqual({ action: 'demo content planted', staff_id: 'seed' });
  });

  it('a testimony approved, then blocked: one line each, naming it and its writer', async () => {
    const db = await s.db.getDb();
    const id = await s.submissions.newTestimony(db, {
      firstName: 'Ama',
      lastName: 'Owusu',
      position: 'Teacher',
      website: 'acn',
      testimony: 'Good work.',
    } as never);
    for (const status of ['approved', 'blocked'] as const) {
      const { lines } = await linesOf(() => s.testimonies.setTestimoniesStatus(db, STAFF, [id], status));
      expect(lines).toEqual([
        expect.objectContaining({
          action: `testimony ${status}`,
          subject: `testimony ${id} by Ama Owusu (acn)`,
          staff_email: STAFF.email,
        }),
      ]);
    }
  });

  it('an FAQ added, saved and deleted: one line each', async () => {
    const db = await s.db.getDb();
    const draft = { site: 'acn' as const, question: 'Audit question?', answer: 'Yes.', published: true };
    const added = await linesOf(() => s.faqs.saveFaq(db, STAFF, draft));
    const id = added.result;
    const saved = await linesOf(() => s.faqs.saveFaq(db, STAFF, { ...draft, question: 'Audit question, saved?' }, id));
    const deleted = await linesOf(() => s.faqs.deleteFaq(db, STAFF, id));
    expect([added.lines, saved.lines, deleted.lines].map((l) => l.map((x) => [x.action, x.subject]))).toEqual([
      [['faq added', `acn faq ${id}: Audit question?`]],
      [['faq saved', `acn faq ${id}: Audit question, saved?`]],
      [['faq deleted', `acn faq ${id}: Audit question, saved?`]],
    ]);
    // Deleting what is already gone changes nothing, so it logs nothing.
    expect((await linesOf(() => s.faqs.deleteFaq(db, STAFF, id))).lines).toEqual([]);
  });

  it('a team member added, saved and deleted: one line each', async () => {
    const db = await s.db.getDb();
    const draft = {
      team: 'acn',
      firstName: 'Kofi',
      lastName: 'Mensah',
      position: 'Coordinator',
      bio: '',
      country: 'Ghana',
      twitterHandle: '',
      linkedinHandle: '',
      instagramHandle: '',
      published: true,
    };
    const added = await linesOf(() => s.team.saveMember(db, STAFF, draft));
    const saved = await linesOf(() => s.team.saveMember(db, STAFF, { ...draft, position: 'Lead' }, added.result));
    const deleted = await linesOf(() => s.team.deleteMember(db, STAFF, added.result));
    for (const { lines } of [added, saved, deleted])
      expect(lines).toEqual([expect.objectContaining({ subject: expect.stringContaining(added.result) })]);
  });

  it('a product added and saved: one line each', async () => {
    const db = await s.db.getDb();
    const draft = {
      name: 'Audit beads',
      form: 'bead' as const,
      priceMinor: 120_000,
      stock: 3,
      description: 'Glass beads.',
      published: true,
    };
    const added = await linesOf(() => s.products.saveProduct(db, STAFF, draft));
    const saved = await linesOf(() => s.products.saveProduct(db, STAFF, { ...draft, stock: 2 }, added.result));
    for (const { lines } of [added, saved])
      expect(lines).toEqual([expect.objectContaining({ subject: expect.stringContaining(added.result) })]);
  });

  it('an event added and saved: one line each', async () => {
    const db = await s.db.getDb();
    const draft = {
      name: 'Audit forum',
      date: '2030-05-04',
      time: '10:00 WAT',
      location: 'Accra',
      speakers: ['A. Speaker'],
      registerUrl: '',
      description: 'A forum.',
      schedule: '',
      published: true,
    };
    const added = await linesOf(() => s.events.saveEvent(db, STAFF, draft));
    const saved = await linesOf(() => s.events.saveEvent(db, STAFF, { ...draft, location: 'Kumasi' }, added.result));
    for (const { lines } of [added, saved])
      expect(lines).toEqual([expect.objectContaining({ subject: expect.stringContaining(added.result) })]);
  });

  it('a news item added, saved, published, unpublished and deleted: one line each', async () => {
    const db = await s.db.getDb();
    const draft = {
      kind: 'news' as const,
      title: 'Audit news',
      caption: 'A caption.',
      markdown: 'Some **news**.',
      categories: ['Education'],
      writers: ['Staff'],
    };
    const added = await linesOf(() => s.posts.savePost(db, STAFF, draft));
    const id = added.result;
    const steps = [
      added,
      await linesOf(() => s.posts.savePost(db, STAFF, { ...draft, title: 'Audit news, saved' }, id)),
      await linesOf(() => s.posts.setPublished(db, STAFF, id, true)),
      await linesOf(() => s.posts.setPublished(db, STAFF, id, false)),
      await linesOf(() => s.posts.deletePost(db, STAFF, id)),
    ];
    for (const { lines } of steps)
      expect(lines).toEqual([expect.objectContaining({ subject: expect.stringContaining(id) })]);
  });

  it('a submission marked handled, then not: one line each', async () => {
    const db = await s.db.getDb();
    const id = await s.submissions.contact(
      db,
      { firstName: 'Efua', lastName: 'Asante', email: 'efua@audit.test', message: 'Hello.' } as never,
      'educonnect',
    );
    for (const handled of [true, false]) {
      const { lines } = await linesOf(() => s.inbox.setHandled(db, STAFF, 'messages', id, handled));
      expect(lines).toEqual([expect.objectContaining({ subject: expect.stringContaining(id) })]);
    }
  });

  it('a newsletter written, saved, tested and sent, a reply and a notification address: one line each', async () => {
    const db = await s.db.getDb();
    const draft = { website: 'acn', subject: 'Audit newsletter', markdown: 'News.' };
    const written = await linesOf(() => s.mail.saveNewsletter(db, STAFF, draft));
    const saved = await linesOf(() =>
      s.mail.saveNewsletter(db, STAFF, { ...draft, subject: 'Audit newsletter, saved' }, written.result),
    );
    const tested = await linesOf(() => s.mail.sendTestNewsletter(db, STAFF, written.result));
    const sent = await linesOf(() => s.mail.sendNewsletter(db, STAFF, written.result));
    const messageId = await s.submissions.contact(
      db,
      {
        firstName: 'Ama',
        lastName: 'Owusu',
        email: 'ama@audit.test',
        phoneNumber: '+233 20 123 4567',
        message: 'Hello',
        locale: 'en',
      },
      'educonnect',
    );
    const replied = await linesOf(() => s.mail.replyToMessage(db, STAFF, messageId, 'Thank you.'));
    const address = await linesOf(() =>
      s.mail.setNotifyAddresses(db, STAFF, 'acn', { all: 'office@audit.test', donations: 'gifts@audit.test' }),
    );
    expect([written, saved, tested, sent, replied, address].map(({ lines }) => lines.map((l) => l.action))).toEqual([
      ['wrote newsletter'],
      ['saved newsletter'],
      ['sent newsletter test'],
      ['sent newsletter'],
      ['replied to message'],
      ['set notification addresses'],
    ]);
    expect(replied.lines[0]!.subject).toBe(`messages/${messageId}`);
  });

  it('what changes no row (an export, a staff account change) is logged with recordAudit: one line', async () => {
    const db = await s.db.getDb();
    const { lines } = await linesOf(() =>
      s.audit.recordAudit(db, STAFF, 'staff role changed', 'someone@audit.test: admin'),
    );
    expect(lines).toEqual([
      expect.objectContaining({ action: 'staff role changed', subject: 'someone@audit.test: admin' }),
    ]);
  });
}
