/**
 * The API's Redis client (plugins/external/redis.ts) and the rate-limit store on it
 * (plugins/external/rate-limit-store.ts): counts and windows, a wrong REDIS_URL, an outage.
 * Skipped where redis-server is not installed.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { redisRateLimitStore } from '../plugins/external/rate-limit-store';
import { createApiRedis, type ApiRedis } from '../plugins/external/redis';
import { buildTestApp } from './api-helpers';
import { freePort, hasRedisServer, startRedis, type TestRedis } from './redis-server';

// A reconnection waits up to 2 s between attempts (plugins/external/redis.ts).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

type Count = { current: number; ttl: number };
type Store = InstanceType<ReturnType<typeof redisRateLimitStore>>;

const incr = (store: Store, key: string, windowMs: number) =>
  new Promise<Count>((resolve, reject) => store.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), windowMs));
const read = (store: Store, key: string) => new Promise<Count>((resolve, reject) => store.read(key, (err, res) => (err ? reject(err) : resolve(res!))));

describe.skipIf(!hasRedisServer)('the API on Redis', () => {
  let server: TestRedis;
  let redis: ApiRedis;
  beforeAll(async () => {
    server = await startRedis();
    redis = createApiRedis(server.url);
    await redis.connect();
  });
  afterAll(async () => {
    redis?.destroy();
    await server?.stop();
  });

  describe('rate-limit store', () => {
    it('counts a window’s requests, its expiry set by the first, and reads without counting', async () => {
      const store = new (redisRateLimitStore(redis, 'test:a:'))({});
      const first = await incr(store, 'k', 60_000);
      expect(first).toEqual({ current: 1, ttl: 60_000 });
      const second = await incr(store, 'k', 60_000);
      expect(second.current).toBe(2);
      expect(second.ttl).toBeGreaterThan(0);
      expect(second.ttl).toBeLessThanOrEqual(60_000);
      expect((await read(store, 'k')).current).toBe(2);
      expect((await read(store, 'k')).current).toBe(2);
      expect(await redis.pTTL('test:a:k')).toBeGreaterThan(0);
      expect(await read(store, 'never')).toEqual({ current: 0, ttl: 0 });
    });

    it('keeps a route’s counts apart from another route’s and from a limiter’s', async () => {
      const store = new (redisRateLimitStore(redis, 'test:b:'))({});
      const login = store.child({ routeInfo: { method: 'POST', url: '/api/user/login' } }) as Store;
      const register = store.child({ routeInfo: { method: 'POST', url: '/api/user/register' } }) as Store;
      const limiter = store.child({ routeInfo: {} }) as Store;
      await incr(login, 'ip', 60_000);
      await incr(login, 'ip', 60_000);
      expect((await incr(register, 'ip', 60_000)).current).toBe(1);
      expect((await incr(limiter, 'ip', 60_000)).current).toBe(1);
      expect(await redis.get('test:b:POST/api/user/login-ip')).toBe('2');
    });

    it('refuses the window-stretching options it does not build', () => {
      const Store = redisRateLimitStore(redis, 'test:c:');
      expect(() => new Store({ continueExceeding: true })).toThrow(/continueExceeding/);
    });
  });

  it('stops the start naming REDIS_URL when nothing answers there', async () => {
    await expect(buildTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` })).rejects.toThrow(/^REDIS_URL: cannot connect/);
  });

  it('keeps signing in while Redis is away, the limits letting requests through, and counts again once it is back', async () => {
    const own = await startRedis();
    const { app } = await buildTestApp({ REDIS_URL: own.url, AUTH_RATE_LIMIT: '2' });
    const attempt = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { username: 'nobody@demo.test', password: 'wrong-password', device_id: 'd1', device_name: 'test' },
        })
      ).statusCode;
    let back: TestRedis | undefined;
    try {
      await own.stop();
      // Past the limit of 2, yet each is answered on its merits: the counts cannot be kept.
      expect([await attempt(), await attempt(), await attempt()]).toEqual([401, 401, 401]);
      const reconnected = new Promise((resolve) => app.redis!.once('ready', resolve));
      back = await startRedis(Number(new URL(own.url).port));
      await reconnected;
      expect([await attempt(), await attempt(), await attempt()]).toEqual([401, 401, 429]);
    } finally {
      await app.close();
      await back?.stop();
    }
  });
});
