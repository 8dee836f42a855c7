/**
 * The Redis client that several API processes share state through (REDIS_URL): socket.io's adapter,
 * the locks of the jobs that run once, the rate limits. Without REDIS_URL `app.redis` is null and
 * all of that stays in this process. The client is node-redis, the library the portal's page cache
 * uses too (docs/operations.md).
 */
import { createClient } from '@redis/client';
import { globalPlugin } from '../global';

/** How long a command may take, and the first connection: a rate limit or a lock must not hang a request while Redis is away. */
const COMMAND_TIMEOUT_MS = 1000;
const CONNECT_TIMEOUT_MS = 2000;
/** Ceiling of the wait between reconnection attempts. */
const RECONNECT_MAX_MS = 2000;

/** The API's client, as every process (and the cluster tests) connect it. */
export function createApiRedis(url: string) {
  let connectedOnce = false;
  const client = createClient({
    url,
    name: 'api',
    // A command while Redis is away fails at once (and the caller goes on without it) instead of queueing.
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // The first connection is not retried, so a wrong REDIS_URL stops the start; later outages are.
      reconnectStrategy: (retries, cause) => (connectedOnce ? Math.min(50 * 2 ** retries, RECONNECT_MAX_MS) : cause),
    },
  });
  client.once('ready', () => {
    connectedOnce = true;
  });
  return client;
}

export type ApiRedis = ReturnType<typeof createApiRedis>;

declare module 'fastify' {
  interface FastifyInstance {
    redis: ApiRedis | null;
  }
}

export default globalPlugin('redis', async (app) => {
  if (!app.config.redisUrl) {
    app.decorate('redis', null);
    return;
  }
  const redis = createApiRedis(app.config.redisUrl);
  let reported = false;
  redis.on('error', (err: Error) => {
    // The client reconnects by itself; one line per outage, not one per retry.
    if (!reported) app.log.error({ err: err.message }, 'redis unavailable, reconnecting');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) app.log.info('redis reconnected');
    reported = false;
  });
  // A wrong REDIS_URL stops the start, naming it, rather than leaving processes that share nothing.
  await redis.connect().catch((err: Error) => {
    throw new Error(`REDIS_URL: cannot connect (${err.message})`);
  });
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    // Pending commands finish first, unless Redis is away: then nothing would answer them.
    if (redis.isReady) await redis.close();
    else redis.destroy();
  });
});
