/* Database commands for the embedded admin server: migrate, seed, reset. */
import { closeDb, databaseFile, getDb } from '../lib/db/db';
import { reset, seedDemo } from '../lib/seed/seed';
import { env } from '../lib/platform/env';

async function main(command: string | undefined) {
  const db = await getDb(); // opening the database applies pending migrations
  const where = env().DATABASE_URL ? 'PostgreSQL' : databaseFile();
  if (command === 'migrate') console.log(`Migrations applied (${where})`);
  else if (command === 'seed') {
    await seedDemo(db, { force: process.argv.includes('--force') });
    console.log(`Demo content seeded (${where})`);
  } else if (command === 'reset') {
    await reset(db);
    console.log(`Database reset to the demo content (${where})`);
  } else {
    throw new Error('Usage: scripts/db.ts migrate|seed|reset');
  }
  await closeDb();
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void closeDb().finally(() => process.exit(1));
});
