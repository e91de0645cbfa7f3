import 'server-only';
import { backOff } from 'exponential-backoff';
import { count, log } from '../platform/observe';
import { type Copy, copiesOf, purgeCopies, purgesNginx } from './nginx';
import { addressesChangedBy } from './pages';

/*
 * The purge of nginx's copies after a staff write, once the write has answered (the console's actions and
 * app/api hand it to Next's after()): the copies of the pages the write changed (pages.ts), each variant
 * nginx keeps (nginx.ts), from the instance that took the write. nginx's cache is one for all the
 * instances, so one purge serves every one of them; the tags the write expired are in the cache they share
 * (Redis) before the write's answer leaves, so whichever instance nginx asks next renders the page anew.
 * A purge server that does not answer, or answers otherwise than 200 or 404, is asked again for what is
 * left, at growing intervals, for about half a minute: past the copies' s-maxage (60 s) there is nothing
 * left to purge. The write itself never waits for any of this and never fails because of it.
 */

/** How often, and how soon, what failed is asked again. */
export interface Retries {
  /** Rounds in all, the first included. */
  rounds: number;
  /** The wait before the second round, doubled before each next one (a random share of it is waited). */
  firstDelayMs: number;
}

/** The first round at once, then after at most 0.5, 1, 2, 4, 8 and 16 s: about half a minute in all. */
const RETRIES: Retries = { rounds: 7, firstDelayMs: 500 };

/**
 * Purges `copies`, the failed ones again until none is left or the rounds run out; answers whether all
 * were purged. Never throws: a failure is logged and counted (edu_nginx_purge_jobs_total).
 */
export async function purgeWithRetries(copies: readonly Copy[], retries = RETRIES): Promise<boolean> {
  let left = copies;
  try {
    await backOff(
      async () => {
        const round = await purgeCopies(left);
        left = round.failed;
        if (left.length > 0) throw round.firstFailure;
      },
      {
        numOfAttempts: retries.rounds,
        startingDelay: retries.firstDelayMs,
        timeMultiple: 2,
        jitter: 'full',
        retry: (error: unknown, next: number) => {
          if (next === 1) log.warn("[nginx purge] some of nginx's copies could not be purged: trying again", { error });
          return true;
        },
      },
    );
    count.nginxPurgeJob('done');
    return true;
  } catch (error) {
    log.error('[nginx purge] gave up: the copies left run out with their s-maxage', { error });
    count.nginxPurgeJob('gave_up');
    return false;
  }
}

/**
 * Purges nginx's copies of what a write that expired `tags` changed, in the background: the pages are
 * listed now, their purge goes on, with its retries, after this resolves. Nothing without NGINX_PURGE_URL.
 */
export async function purgeChangedPages(tags: Iterable<string>): Promise<void> {
  if (!purgesNginx()) return;
  try {
    const addresses = await addressesChangedBy(tags);
    if (addresses.length > 0) void purgeWithRetries(copiesOf(addresses));
  } catch (error) {
    log.error('[nginx purge] the pages a write changed could not be listed: their copies run out with their s-maxage', {
      error,
    });
    count.nginxPurgeJob('gave_up');
  }
}
