/** The locks of the jobs that run once (cluster/lock.ts): in this process, and in Redis when redis-server is installed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocks, memoryLockStore, redisLockStore, type LockStore } from '../cluster/lock';
import { createApiRedis, type ApiRedis } from '../plugins/external/redis';
import { hasRedisServer, startRedis, type TestRedis } from './redis-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function lockContract(name: string, store: () => LockStore) {
  describe(name, () => {
    let n = 0;
    /** Two "processes": independent lock sets on one store, each test on its own names. */
    const pair = () => {
      const prefix = `test:${name}:${(n += 1)}:`;
      return [createLocks(store(), { prefix }), createLocks(store(), { prefix })] as const;
    };

    it('gives a lock to one holder at a time', async () => {
      const [a, b] = pair();
      const held = await a.tryLock('job', 5000);
      expect(held).not.toBeNull();
      expect(await b.tryLock('job', 5000)).toBeNull();
      await held!.release();
      expect(await b.tryLock('job', 5000)).not.toBeNull();
    });

    it('lets no one but the holder renew or release: a lapsed holder cannot free its successor’s lock', async () => {
      const [a, b] = pair();
      const first = await a.tryLock('job', 100);
      await sleep(150);
      const second = await b.tryLock('job', 5000);
      expect(second).not.toBeNull();
      expect(await first!.renew()).toBe(false);
      await first!.release();
      expect(await a.tryLock('job', 5000)).toBeNull();
      expect(await second!.renew()).toBe(true);
    });

    it('keeps a lock renewed while its job runs past the ttl, and frees it after', async () => {
      const [a, b] = pair();
      const job = a.exclusive('job', () => sleep(400).then(() => 'done'), { ttlMs: 150 });
      await sleep(250);
      expect(await b.tryLock('job', 5000)).toBeNull();
      expect(await job).toEqual({ ran: true, value: 'done' });
      expect(await b.tryLock('job', 5000)).not.toBeNull();
    });

    it('runs a job once when two processes ask at once, or after the first when the second waits', async () => {
      const [a, b] = pair();
      let runs = 0;
      const work = async () => {
        runs += 1;
        await sleep(100);
        return runs;
      };
      const [x, y] = await Promise.all([a.exclusive('tick', work, { ttlMs: 5000 }), b.exclusive('tick', work, { ttlMs: 5000 })]);
      expect([x.ran, y.ran].filter(Boolean)).toHaveLength(1);
      // The second asks once the first holds the lock: two connections to Redis race otherwise.
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const first = a.exclusive(
        'tick',
        () => {
          holding();
          return work();
        },
        { ttlMs: 5000 },
      );
      await held;
      const [p, q] = await Promise.all([first, b.exclusive('tick', work, { ttlMs: 5000, waitMs: 2000 })]);
      expect(p.ran && q.ran).toBe(true);
      expect(runs).toBe(3);
    });

    it('keeps a lease with its holder, and hands it on once it lapses or is released', async () => {
      const [a, b] = pair();
      const leaseA = a.lease('leader', 200);
      const leaseB = b.lease('leader', 200);
      expect(await leaseA.hold()).toBe(true);
      expect(await leaseB.hold()).toBe(false);
      await sleep(120);
      expect(await leaseA.hold()).toBe(true);
      await sleep(120);
      expect(await leaseB.hold()).toBe(false);
      await sleep(250);
      expect(await leaseB.hold()).toBe(true);
      expect(await leaseA.hold()).toBe(false);
      await leaseB.release();
      expect(await leaseA.hold()).toBe(true);
    });
  });
}

const memory = memoryLockStore();
lockContract('in this process', () => memory);

describe.skipIf(!hasRedisServer)('in Redis', () => {
  let server: TestRedis;
  // Two connections, as two API processes have: each pair of lock sets gets one of each.
  const clients: ApiRedis[] = [];
  let turn = 0;
  beforeAll(async () => {
    server = await startRedis();
    clients.push(createApiRedis(server.url), createApiRedis(server.url));
    await Promise.all(clients.map((c) => c.connect()));
  });
  afterAll(async () => {
    for (const c of clients) c.destroy();
    await server?.stop();
  });
  lockContract('redis', () => redisLockStore(clients[turn++ % clients.length]!));
});
