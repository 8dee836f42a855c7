/**
 * @fastify/rate-limit's counters in Redis through node-redis (the plugin's own Redis store speaks
 * ioredis only). A key counts the requests of one time window: the first request of a window sets
 * its expiry, later ones read how long is left. One script per step, so the count and the expiry
 * change together however many API processes share the key.
 */
import type { FastifyRateLimitStore, RateLimitOptions } from '@fastify/rate-limit';
import type { ApiRedis } from './redis';

const INCR = `local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) return {current, tonumber(ARGV[1])} end
return {current, redis.call('PTTL', KEYS[1])}`;

const READ = `local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
return {tonumber(current), math.max(redis.call('PTTL', KEYS[1]), 0)}`;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * What the plugin passes to `child`: a limit's options merged with the plugin's, and the route when
 * the limit is a route's (its type declarations say route options).
 */
type LimitOptions = RateLimitOptions & { routeInfo?: { method?: string | string[]; url?: string } };

/** The store class for `{ store }`: every limit's keys start with `prefix`, a route's then with the route. */
export function redisRateLimitStore(redis: ApiRedis, prefix: string) {
  class RedisRateLimitStore implements FastifyRateLimitStore {
    constructor(
      options: LimitOptions,
      private readonly keyPrefix = prefix,
    ) {
      // The window is fixed: the two options that stretch it are not used by this API, so not built.
      if (options.continueExceeding || options.exponentialBackoff) throw new Error('rate limit: continueExceeding and exponentialBackoff are not supported');
    }

    private run(script: string, key: string, args: string[], cb: Callback): void {
      redis.eval(script, { keys: [this.keyPrefix + key], arguments: args }).then(
        (reply) => {
          const [current, ttl] = reply as [number, number];
          cb(null, { current, ttl });
        },
        (error: Error) => cb(error),
      );
    }

    incr(key: string, cb: Callback, timeWindow: number): void {
      this.run(INCR, key, [String(timeWindow)], cb);
    }

    /** The count so far without adding to it (a limiter called with `{ increment: false }`). */
    read(key: string, cb: Callback): void {
      this.run(READ, key, [], cb);
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const options = routeOptions as LimitOptions;
      const route = options.routeInfo?.url ? `${String(options.routeInfo.method)}${options.routeInfo.url}-` : '';
      return new RedisRateLimitStore(options, this.keyPrefix + route);
    }
  }
  return RedisRateLimitStore;
}
