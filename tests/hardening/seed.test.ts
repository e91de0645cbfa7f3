import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

/* Demo content never lands in the organisation's database by accident. */

jest.setTimeout(60_000);

const root = path.resolve(__dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-seed-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const db = (...args: string[]) =>
  spawnSync(process.execPath, ['-r', 'esbuild-register', 'scripts/db.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
const count = (sql: string) => {
  const d = new Database(path.join(dataDir, 'edu-connect.sqlite'), { readonly: true });
  try {
    return (d.prepare(sql).get() as { n: number }).n;
  } finally {
    d.close();
  }
};

it('migrating alone adds no content', () => {
  expect(db('migrate').status).toBe(0);
  expect(count('select count(*) as n from posts')).toBe(0);
  expect(count('select count(*) as n from team_members')).toBe(0);
});

it('seeds an empty database, and seeding again changes nothing', () => {
  expect(db('seed').status).toBe(0);
  const posts = count('select count(*) as n from posts');
  expect(posts).toBeGreaterThan(0);
  expect(db('seed').status).toBe(0);
  expect(count('select count(*) as n from posts')).toBe(posts);
});

it("plants demo gifts in each currency and state, marked as the demo's, once", () => {
  const gifts = count("select count(*) as n from gifts where provider = 'demo' and reference like 'demo-gift-%'");
  expect(gifts).toBe(count('select count(*) as n from gifts'));
  for (const currency of ['NGN', 'GHS', 'USD'])
    expect(count(`select count(*) as n from gifts where currency = '${currency}' and status = 'paid'`)).toBeGreaterThan(
      0,
    );
  for (const status of ['pending', 'failed', 'refunded'])
    expect(count(`select count(*) as n from gifts where status = '${status}'`)).toBeGreaterThan(0);
  expect(count("select count(*) as n from gifts where frequency = 'monthly'")).toBeGreaterThan(0);
  // Each with its line in the audit log, planted once.
  expect(count("select count(*) as n from audit_log where action = 'gift.planted'")).toBe(gifts);
});

it("refuses a database holding a gift of the organisation's own, unless forced", () => {
  const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-seed-'));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['-r', 'esbuild-register', 'scripts/db.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: fresh, DATABASE_URL: '' },
      encoding: 'utf8',
    });
  try {
    expect(run('seed').status).toBe(0);
    const d = new Database(path.join(fresh, 'edu-connect.sqlite'));
    d.prepare(
      "insert into gifts (reference, provider, frequency, currency, amount_minor, status, email, created_at, updated_at) values ('ECA-REAL-1', 'paystack', 'once', 'NGN', 500000, 'paid', 'donor@example.org', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')",
    ).run();
    d.close();
    const refused = run('seed');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('(gifts ECA-REAL-1)');
  } finally {
    fs.rmSync(fresh, { recursive: true, force: true });
  }
});

it("refuses a database holding the organisation's own content, unless forced", () => {
  const d = new Database(path.join(dataDir, 'edu-connect.sqlite'));
  d.prepare(
    "insert into posts (id, kind, title, caption, body, created_at) values ('org-news-1', 'news', 'Our real news', '', '<p>Real</p>', '2026-01-01T00:00:00Z')",
  ).run();
  d.prepare('delete from products where id = (select id from products limit 1)').run();
  d.close();
  const products = count('select count(*) as n from products');

  const refused = db('seed');
  expect(refused.status).toBe(1);
  expect(refused.stderr).toMatch(
    /^Refusing to seed demo content: this database already holds 1 published item\(s\) that are not demo content \(posts org-news-1\)/,
  );
  expect(refused.stderr).toContain('npm run db:seed -- --force');
  expect(count('select count(*) as n from products')).toBe(products);

  expect(db('seed', '--force').status).toBe(0);
  expect(count('select count(*) as n from products')).toBe(products + 1);
  expect(count("select count(*) as n from posts where id = 'org-news-1'")).toBe(1);
});

it("counts the translations of the organisation's own records as its own, those of demo records as demo content", () => {
  const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-seed-'));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['-r', 'esbuild-register', 'scripts/db.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: fresh, DATABASE_URL: '' },
      encoding: 'utf8',
    });
  try {
    expect(run('seed').status).toBe(0);
    const d = new Database(path.join(fresh, 'edu-connect.sqlite'));
    // Staff's own words, over the demo's where the demo translated that field too.
    const translate = d.prepare(
      "insert or replace into translations (kind, record_id, locale, field, value, updated_at, updated_by) values (?, ?, 'fr', ?, 'Texte', '2026-01-01T00:00:00Z', 'staff@example.org')",
    );
    // A demo question translated by staff is still demo content.
    const demoFaq = (d.prepare('select id from faqs limit 1').get() as { id: string }).id;
    translate.run('faq', demoFaq, 'question');
    d.close();
    expect(run('seed').status).toBe(0);

    // A testimony of the organisation's, translated, then sent back to pending: its translation is the organisation's.
    const again = new Database(path.join(fresh, 'edu-connect.sqlite'));
    again
      .prepare(
        "insert into testimonies (id, first_name, last_name, position, website, testimony, status, created_at) values ('org-t-1', 'Ama', 'Owusu', 'Parent', 'acn', 'Real words', 'pending', '2026-01-01T00:00:00Z')",
      )
      .run();
    again
      .prepare(
        "insert into translations (kind, record_id, locale, field, value, updated_at, updated_by) values ('testimony', 'org-t-1', 'fr', 'testimony', 'Vrais mots', '2026-01-01T00:00:00Z', 'staff@example.org')",
      )
      .run();
    again.close();
    const refused = run('seed');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('(translations of testimony org-t-1)');
  } finally {
    fs.rmSync(fresh, { recursive: true, force: true });
  }
});
