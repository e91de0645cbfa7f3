import {
  type IRateLimiterOptions,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
} from 'rate-limiter-flexible';
import type { Pool } from 'pg';
import { env } from '../platform/env';
import { processOnce } from '../platform/process-once';
import { keepAliveThroughOutages } from './db';

/*
 * Counters over a window (the forms' rate limit, the sign-in throttle). One instance counts in memory;
 * with DATABASE_URL every instance counts in the same PostgreSQL table, so two servers behind one
 * address allow no more than one. Should PostgreSQL be unreachable, each counter goes on in memory
 * (rate-limiter-flexible's insurance limiter) rather than refusing everyone.
 */

/** One small pool for every counter of this process. */
function pool(url: string): Promise<Pool> {
  return processOnce('counter-pool', () =>
    import('pg').then(({ Pool }) => {
      const made = new Pool({ connectionString: url, max: 3, connectionTimeoutMillis: 5000 });
      keepAliveThroughOutages(made);
      return made;
    }),
  );
}

/** A counter of `points` per `duration` seconds, named by `keyPrefix`. */
export async function sharedCounter(
  options: Required<Pick<IRateLimiterOptions, 'points' | 'duration' | 'keyPrefix'>>,
): Promise<RateLimiterAbstract> {
  const { DATABASE_URL } = env();
  if (!DATABASE_URL) return new RateLimiterMemory(options);
  const storeClient = await pool(DATABASE_URL);
  const made = () =>
    new Promise<RateLimiterAbstract>((resolve, reject) => {
      const limiter = new RateLimiterPostgres(
        { ...options, storeClient, tableName: 'rate_limits', insuranceLimiter: new RateLimiterMemory(options) },
        (error?: Error) => (error ? reject(error) : resolve(limiter)),
      );
    });
  // The limiter creates its table (CREATE TABLE IF NOT EXISTS), which PostgreSQL does not make atomic: two
  // instances started together may both try, and one is refused (docs/known-issues.md). The table exists then:
  // made again, the limiter uses it.
  return made().catch((error: Error) => {
    if (createdMeanwhile(error)) return made();
    throw error;
  });
}

/** PostgreSQL's refusal of a table another session created at the same moment (its row type, or its name). */
const createdMeanwhile = (error: unknown) =>
  ['42710', '42P07', '23505'].includes((error as { code?: string } | null)?.code ?? '');
