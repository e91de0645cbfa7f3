import type { Kysely } from 'kysely';
import { databaseAnswers, getDb } from '../db/db';
import { migrationsCurrent } from '../db/migrations';
import { outboxStuck, waitingMail } from '../services/outbox';

/*
 * The embedded server's part of /readyz and /metrics, added by instrumentation.ts when the server starts
 * (server.ts answers both, lib/platform/ops-server.ts): each check resolves true when all is well and
 * false, or fails, when not; the ops server gives each a deadline and says only its name and state.
 */

/** The database answers a query (on SQLite, from the file at its path). */
export const databaseReady = async () => databaseAnswers(await getDb());

/** The database holds this code's migrations, no fewer and no more. */
export const migrationsReady = async () => migrationsCurrent((await getDb()) as Kysely<unknown>);

/** The outbox is moving: no message long overdue while nothing is sent. Added only where mail is sent (SMTP_URL). */
export const outboxReady = async () => !(await outboxStuck(await getDb()));

/** E-mails not yet sent, for the gauge read at each scrape. */
export const mailWaiting = async () => waitingMail(await getDb());
