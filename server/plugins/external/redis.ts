/**
 * The Redis client that several API processes share state through (REDIS_URL): socket.io's adapter,
 * the locks of the jobs that run once, the rate limits. Without REDIS_URL `app.redis` is null and
 * all of that stays in this process.
 */
import { Redis } from 'ioredis';
import { globalPlugin } from '../global';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

export default globalPlugin('redis', async (app) => {
  if (!app.config.redisUrl) {
    app.decorate('redis', null);
    return;
  }
  // A command waits at most a second: a rate limit or a lock must not hang a request while Redis is away.
  const redis = new Redis(app.config.redisUrl, { lazyConnect: true, commandTimeout: 1000, maxRetriesPerRequest: 1, connectionName: 'api' });
  let reported = false;
  redis.on('error', (err: Error) => {
    // ioredis reconnects by itself; one line per outage, not one per retry.
    if (!reported) app.log.error({ err: err.message }, 'redis unavailable, reconnecting');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) app.log.info('redis reconnected');
    reported = false;
  });
  // A wrong REDIS_URL stops the start, naming it, rather than leaving processes that share nothing.
  await redis.connect().catch((err: Error) => {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot connect (${err.message})`);
  });
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
});
