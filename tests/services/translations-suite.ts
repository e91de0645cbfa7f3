import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as dbModule from '../../lib/db/db';
import type * as errorsModule from '../../lib/services/errors';
import type * as faqsModule from '../../lib/services/faqs';
import type * as postsModule from '../../lib/services/posts';
import type * as submissionsModule from '../../lib/services/submissions';
import type * as testimoniesModule from '../../lib/services/testimonies';
import type * as translationsModule from '../../lib/services/translations';
import type * as seedModule from '../../lib/seed/seed';
import { DEMO_TRANSLATIONS } from '../../lib/seed/content/demo-translations';

/*
 * Records' translations: a save of one language writes its fields with one audit line (who, which record,
 * which language, which fields; never the text), an empty field removes that field's translation, the
 * public reads carry them (a post's text as sanitized HTML), deleting a record deletes them, and what is
 * not a kind, a language, a field or a record of the store is refused without a change.
 */

type Services = {
  db: typeof dbModule;
  errors: typeof errorsModule;
  faqs: typeof faqsModule;
  posts: typeof postsModule;
  submissions: typeof submissionsModule;
  testimonies: typeof testimoniesModule;
  translations: typeof translationsModule;
  seed: typeof seedModule;
};

const STAFF = { id: 'translations-suite-staff', email: 'translator@translations.test' };

export function translationsSuite({ databaseUrl }: { databaseUrl?: string } = {}) {
  let s: Services;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-'));
    process.env.DATA_DIR = dataDir;
    if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
    else delete process.env.DATABASE_URL;
    s = {
      db: await import('../../lib/db/db'),
      errors: await import('../../lib/services/errors'),
      faqs: await import('../../lib/services/faqs'),
      posts: await import('../../lib/services/posts'),
      submissions: await import('../../lib/services/submissions'),
      testimonies: await import('../../lib/services/testimonies'),
      translations: await import('../../lib/services/translations'),
      seed: await import('../../lib/seed/seed'),
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
  async function linesOf<T>(write: () => Promise<T>) {
    const before = new Set((await staffLines()).map((line) => line.id));
    const result = await write();
    return { result, lines: (await staffLines()).filter((line) => !before.has(line.id)) };
  }

  const storedRows = async () =>
    (await s.db.getDb()).selectFrom('translations').select(['kind', 'record_id', 'locale', 'field']).execute();

  async function newFaq(question = 'Translated question?') {
    const db = await s.db.getDb();
    return s.faqs.saveFaq(db, STAFF, { site: 'acn', question, answer: 'Yes.', published: true });
  }

  it('saves several fields of one language with one audit line that names the fields, never the text', async () => {
    const db = await s.db.getDb();
    const id = await newFaq();
    const { result, lines } = await linesOf(() =>
      s.translations.saveTranslation(db, STAFF, {
        kind: 'faq',
        id,
        locale: 'fr',
        fields: { question: '  Une question traduite ?  ', answer: 'Oui.' },
      }),
    );
    expect(result).toBe('acn');
    expect(lines.map((l) => [l.action, l.subject, l.staff_email])).toEqual([
      ['faq translated', `faq ${id} into fr (Français): question, answer`, STAFF.email],
    ]);
    expect(lines[0]!.subject).not.toContain('Oui');
    const read = (await s.faqs.publishedFaqs(db, 'acn')).find((f) => f.id === id)!;
    expect(read.translations).toEqual({ fr: { question: 'Une question traduite ?', answer: 'Oui.' } });
    // The same record in the other language is a save of its own, and leaves French as it was.
    await s.translations.saveTranslation(db, STAFF, { kind: 'faq', id, locale: 'ha', fields: { answer: 'Ee.' } });
    expect((await s.faqs.faqById(db, id))!.translations).toEqual({
      fr: { question: 'Une question traduite ?', answer: 'Oui.' },
      ha: { answer: 'Ee.' },
    });
  });

  it('an empty field removes that field’s translation, and says so; a save that changes nothing logs nothing', async () => {
    const db = await s.db.getDb();
    const id = await newFaq('Question to clear?');
    await s.translations.saveTranslation(db, STAFF, {
      kind: 'faq',
      id,
      locale: 'ha',
      fields: { question: 'Tambaya?', answer: 'Amsa.' },
    });
    const cleared = await linesOf(() =>
      s.translations.saveTranslation(db, STAFF, {
        kind: 'faq',
        id,
        locale: 'ha',
        fields: { question: 'Sabuwar tambaya?', answer: '   ' },
      }),
    );
    expect(cleared.lines.map((l) => l.subject)).toEqual([`faq ${id} into ha (Hausa): question; removed answer`]);
    expect((await s.faqs.faqById(db, id))!.translations).toEqual({ ha: { question: 'Sabuwar tambaya?' } });
    const nothing = await linesOf(() =>
      s.translations.saveTranslation(db, STAFF, { kind: 'faq', id, locale: 'ha', fields: { answer: '' } }),
    );
    expect(nothing.lines).toEqual([]);
  });

  it('keeps a post’s text as the Markdown typed and serves it as sanitized HTML, as the English body', async () => {
    const db = await s.db.getDb();
    const id = await s.posts.savePost(db, STAFF, {
      kind: 'news',
      title: 'Translated news',
      caption: 'A caption.',
      markdown: 'Some **news**.',
      categories: [],
      writers: [],
    });
    await s.posts.setPublished(db, STAFF, id, true);
    const markdown = 'Des **nouvelles**.\n\n<script>alert(1)</script>';
    await s.translations.saveTranslation(db, STAFF, {
      kind: 'post',
      id,
      locale: 'fr',
      fields: { title: 'Nouvelles traduites', post: markdown },
    });
    const served = (await s.posts.postById(db, 'news', id))!.translations.fr!;
    expect(served.title).toBe('Nouvelles traduites');
    expect(served.post).toContain('<strong>nouvelles</strong>');
    expect(served.post).not.toContain('<script');
    expect((await s.posts.publishedPosts(db, 'news')).find((p) => p.id === id)!.translations.fr!.post).toBe(
      served.post,
    );
    const typed = await s.translations.translationsOf(db, 'post', [id], { typed: true });
    expect(typed.get(id)!.fr!.post).toBe(markdown);
  });

  it('reads the translations of several records of a kind at once, each record its own', async () => {
    const db = await s.db.getDb();
    const [a, b, c] = [await newFaq('A?'), await newFaq('B?'), await newFaq('C?')];
    await s.translations.saveTranslation(db, STAFF, { kind: 'faq', id: a, locale: 'fr', fields: { question: 'A ?' } });
    await s.translations.saveTranslation(db, STAFF, { kind: 'faq', id: b, locale: 'ha', fields: { answer: 'B.' } });
    const found = await s.translations.translationsOf(db, 'faq', [a, b, c]);
    expect([found.get(a), found.get(b), found.get(c)]).toEqual([
      { fr: { question: 'A ?' } },
      { ha: { answer: 'B.' } },
      undefined,
    ]);
    // Another kind with the same id is another record.
    expect((await s.translations.translationsOf(db, 'post', [a])).size).toBe(0);
  });

  it('reads a record’s English field by field, for its translation to be checked against, and none for a record not there', async () => {
    const db = await s.db.getDb();
    const id = await newFaq('How do I become a volunteer?');
    expect(await s.translations.englishOf(db, 'faq', id)).toEqual({
      question: 'How do I become a volunteer?',
      answer: 'Yes.',
    });
    const [post] = await db.selectFrom('posts').select(['id', 'title', 'caption', 'image_alt']).limit(1).execute();
    expect(await s.translations.englishOf(db, 'post', post!.id)).toMatchObject({
      title: post!.title,
      caption: post!.caption,
      imageAlt: post!.image_alt ?? '',
    });
    expect(await s.translations.englishOf(db, 'faq', 'no-such-record')).toBeNull();
  });

  it('deleting a record deletes its translations', async () => {
    const db = await s.db.getDb();
    const id = await newFaq('Question to delete?');
    await s.translations.saveTranslation(db, STAFF, { kind: 'faq', id, locale: 'fr', fields: { question: 'Q ?' } });
    await s.faqs.deleteFaq(db, STAFF, id);
    expect((await storedRows()).filter((r) => r.record_id === id)).toEqual([]);
  });

  it('refuses an unknown kind, language or field, a record not there and a testimony not approved, changing nothing', async () => {
    const db = await s.db.getDb();
    const id = await newFaq('Question to refuse?');
    const testimony = await s.submissions.newTestimony(db, {
      firstName: 'Ama',
      lastName: 'Owusu',
      position: 'Teacher',
      website: 'acn',
      testimony: 'Good work.',
    } as never);
    const before = await storedRows();
    const save = (over: Partial<translationsModule.TranslationSave>) =>
      linesOf(() =>
        s.translations.saveTranslation(db, STAFF, {
          kind: 'faq',
          id,
          locale: 'fr',
          fields: { question: 'Q ?' },
          ...over,
        }),
      );
    const refusal = async (over: Partial<translationsModule.TranslationSave>) => {
      try {
        await save(over);
      } catch (error) {
        return error;
      }
      throw new Error(`not refused: ${JSON.stringify(over)}`);
    };
    for (const over of [
      { kind: 'newsletter' as never },
      { locale: 'en' },
      { locale: 'de' },
      { fields: { question: 'Q ?', site: 'acn' } },
      { fields: { question: 'Q'.repeat(s.translations.MAX_TRANSLATION + 1) } },
    ]) {
      const error = await refusal(over);
      expect(error).toBeInstanceOf(s.errors.HttpError);
      expect((error as errorsModule.HttpError).status).toBe(400);
    }
    expect(await refusal({ id: 'no-such-question' })).toBeInstanceOf(s.errors.GoneError);
    const pending = await refusal({ kind: 'testimony', id: testimony, fields: { testimony: 'Bon travail.' } });
    expect(pending).toBeInstanceOf(s.errors.HttpError);
    expect((pending as errorsModule.HttpError).status).toBe(409);
    expect(await storedRows()).toEqual(before);
    // Approved, it is translated, and the public read of the arm's testimonies carries it.
    await s.testimonies.setTestimoniesStatus(db, STAFF, [testimony], 'approved');
    expect(
      (await save({ kind: 'testimony', id: testimony, fields: { testimony: 'Bon travail.' } })).lines,
    ).toHaveLength(1);
    const shown = (await s.testimonies.approvedTestimonies(db, 'acn')).find((t) => t.id === testimony)!;
    expect(shown.translations).toEqual({ fr: { testimony: 'Bon travail.' } });
  });

  it('the seed plants the demo translations through the service once, and sees other records’ as the organisation’s own', async () => {
    const db = await s.db.getDb();
    const planted = await db
      .selectFrom('translations')
      .select(['kind', 'record_id', 'locale', 'field', 'updated_by'])
      .where('updated_by', '=', 'npm run db:seed (demo content)')
      .execute();
    const expected = DEMO_TRANSLATIONS.flatMap((t) =>
      Object.entries(t.fields)
        .filter(([, v]) => typeof v === 'string' && v.trim())
        .map(([field]) => `${t.kind} ${t.id} ${t.locale} ${field}`),
    );
    expect(planted.map((r) => `${r.kind} ${r.record_id} ${r.locale} ${r.field}`).sort()).toEqual(expected.sort());
    const seedLines = async () =>
      (await db.selectFrom('audit_log').select('id').where('staff_id', '=', 'seed').execute()).length;
    const linesBefore = await seedLines();
    await s.seed.seed(db);
    // Planting again adds the demo content's own line and no translation line.
    expect(await seedLines()).toBe(linesBefore + 1);
    // The FAQs this suite added are the organisation's; so are their translations.
    const foreign = await s.seed.foreignContent(db);
    expect(foreign.some((f) => f.table === 'translations of faq')).toBe(true);
  });
}
