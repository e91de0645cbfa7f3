import { sql } from 'kysely';
import { env } from '../platform/env';
import type { Db } from './db';

/*
 * Group commit for the SQLite store. With synchronous=FULL every commit waits for the disk, and
 * better-sqlite3 waits on the main thread: one flush per submission caps the write rate at the
 * disk's flush rate. Here the writes that arrive while one batch is being flushed go together into
 * the next transaction, each inside its own savepoint (a failing write is rolled back alone and its
 * caller gets the error), and every caller is answered only after the commit that holds its write
 * has returned, that is once it is on disk. PostgreSQL groups commits itself: there each write runs
 * as it comes.
 */

interface Pending {
  work: (tx: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Queue {
  pending: Pending[];
  flushing: boolean;
}

const queues = new WeakMap<Db, Queue>();

/** Lets the requests that arrived during the last flush reach their write before the next batch starts. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function flush(db: Db, queue: Queue) {
  queue.flushing = true;
  try {
    await nextTurn();
    while (queue.pending.length > 0) {
      const batch = queue.pending.splice(0);
      const outcomes: { ok: boolean; value: unknown }[] = [];
      try {
        await db.transaction().execute(async (tx) => {
          for (const item of batch) {
            await sql`savepoint write`.execute(tx);
            try {
              outcomes.push({ ok: true, value: await item.work(tx) });
              await sql`release write`.execute(tx);
            } catch (error) {
              await sql`rollback to write`.execute(tx);
              await sql`release write`.execute(tx);
              outcomes.push({ ok: false, value: error });
            }
          }
        });
        batch.forEach((item, i) =>
          outcomes[i]!.ok ? item.resolve(outcomes[i]!.value) : item.reject(outcomes[i]!.value),
        );
      } catch (error) {
        // The commit itself failed: nothing of the batch is stored.
        for (const item of batch) item.reject(error);
      }
      await nextTurn();
    }
  } finally {
    queue.flushing = false;
  }
}

/** Runs a write and resolves once it is committed to disk; on SQLite, together with the writes around it. */
export function writeDurably<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if (env().DATABASE_URL) return db.transaction().execute(work);
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = { pending: [], flushing: false }));
  const own = queue;
  return new Promise<T>((resolve, reject) => {
    own.pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
    if (!own.flushing) void flush(db, own);
  });
}
