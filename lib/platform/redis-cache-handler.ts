/*
 * Next's incremental cache (pages, unstable_cache data, their tags) in Redis, shared by every instance,
 * when REDIS_URL is set (next.config.ts names this file then): a tag expired by one instance expires the
 * page on all. The handler is the maintained @fortedigital/nextjs-cache-handler (redis-strings).
 *
 * Redis unreachable never fails a page: commands fail fast instead of queueing (disableOfflineQueue, a
 * short timeout), the handler treats a failed read as a miss and the page is rendered; the client keeps
 * reconnecting, and once Redis answers again the cache fills anew. Next loads a handler with Node's import,
 * outside its bundles: `npm run build` compiles this file to dist/redis-cache-handler.mjs
 * (scripts/build-server.ts). Each read is counted by its result (edu_redis_cache_gets_total on
 * /metrics: a hit, a miss, or an error, such as Redis down), and /readyz reports whether the client is
 * connected (lib/platform/observe.ts, instrumentation.ts).
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { count, log, outsideRequest } from './observe';
import { withValidator } from './page-validator';

/** The client, one per process (lib/platform/observe.ts reads whether it is connected, for /readyz). */
const holder = globalThis as { __eduConnectRedis?: ReturnType<typeof makeClient> };

/** The client, made outside any request: its lines (an outage) are the process's, not a request's. */
function makeClient() {
  const redis = createClient({
    url: process.env.REDIS_URL,
    // Named per process, so CLIENT LIST tells which instances are connected (the stack test waits on it).
    name: `edu-connect-${process.pid}`,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  // An outage is reported once per change of state, not once per command.
  let down = false;
  redis.on('error', (error) => {
    if (!down) log.warn('Redis cache unreachable: pages are rendered without it until it returns', { error });
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info('Redis cache reachable again');
    down = false;
  });
  redis.connect().catch(() => {
    // Reported by the error event; the client goes on reconnecting.
  });
  return redis;
}

const client = () => (holder.__eduConnectRedis ??= outsideRequest(makeClient));

/**
 * The Redis handler, each read counted by what it found, each page stored with its validator
 * (lib/platform/page-validator.ts; an entry another build wrote without one gets it as it is read).
 */
function countedHandler() {
  const handler = createRedisHandler({
    client: client(),
    keyPrefix: 'edu-connect:',
    timeoutMs: 1000,
  });
  const get = handler.get.bind(handler);
  const set = handler.set.bind(handler);
  handler.set = (key, entry, ctx) => {
    withValidator(entry?.value);
    return set(key, entry, ctx);
  };
  handler.get = (key, meta) =>
    get(key, meta).then(
      (found) => {
        count.redisCache(found ? 'hit' : 'miss');
        withValidator(found?.value);
        return found;
      },
      (error: unknown) => {
        count.redisCache('error');
        throw error;
      },
    );
  return handler;
}

CacheHandler.onCreation(() => ({ handlers: [countedHandler()] }));

export default CacheHandler;
