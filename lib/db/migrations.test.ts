import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { migrateToLatest, migrationNames, migrationsCurrent } from './migrations';

const store = () => new Kysely<unknown>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
const record = (db: Kysely<unknown>, name: string) =>
  sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(db);

describe("a store's migrations", () => {
  it('are all applied to a new store, which is then current', async () => {
    const db = store();
    await migrateToLatest(db);
    expect(await migrationsCurrent(db)).toBe(true);
    await db.destroy();
  });

  it('leave a store a newer release has migrated as it is, so that this version starts on it again (a rollback)', async () => {
    const db = store();
    await migrateToLatest(db);
    await record(db, '9999_from_a_newer_release');
    await expect(migrateToLatest(db)).resolves.toBeUndefined();
    expect(await migrationsCurrent(db)).toBe(true);
    await db.destroy();
  });

  it("refuse a store with a newer release's migrations that lacks one of this code's, naming it", async () => {
    const db = store();
    await migrateToLatest(db);
    const last = migrationNames().at(-1)!;
    await sql`delete from kysely_migration where name = ${last}`.execute(db);
    await record(db, '9999_from_a_newer_release');
    await expect(migrateToLatest(db)).rejects.toThrow(`the store holds a newer release's migrations but not ${last}`);
    await db.destroy();
  });
});
