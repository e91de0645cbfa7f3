import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Db } from './db';
import { writeDurably } from './durable';

// A real SQLite file, as the store keeps it; the table stands for any table a form writes to.
let db: Kysely<{ notes: { id: string } }>;
let file: string;

beforeEach(() => {
  file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'edu-durable-')), 'test.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.exec('create table notes (id text primary key)');
  db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
});

afterEach(() => db.destroy());

const asDb = (k: typeof db) => k as unknown as Db;
const note = (id: string) => (tx: Db) => (tx as unknown as typeof db).insertInto('notes').values({ id }).execute();
const stored = () => new SQLite(file, { readonly: true }).prepare('select id from notes order by id').all();

it('commits writes that arrive together, and each caller hears of its own once it is stored', async () => {
  const ids = Array.from({ length: 50 }, (_, i) => `n${String(i).padStart(2, '0')}`);
  await Promise.all(ids.map((id) => writeDurably(asDb(db), note(id))));
  expect(stored()).toEqual(ids.map((id) => ({ id })));
});

it('rolls back a failing write alone: its caller gets the error, the writes beside it are stored', async () => {
  const results = await Promise.allSettled([
    writeDurably(asDb(db), note('a')),
    // Two rows in one write, the second a duplicate: neither may be left behind.
    writeDurably(asDb(db), async (tx) => {
      await note('b')(tx);
      await note('a')(tx);
    }),
    writeDurably(asDb(db), note('c')),
  ]);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
  expect(stored()).toEqual([{ id: 'a' }, { id: 'c' }]);
});

it('keeps taking writes after a batch, one at a time or many', async () => {
  await writeDurably(asDb(db), note('x'));
  await Promise.all([writeDurably(asDb(db), note('y')), writeDurably(asDb(db), note('z'))]);
  expect(stored()).toEqual([{ id: 'x' }, { id: 'y' }, { id: 'z' }]);
});
