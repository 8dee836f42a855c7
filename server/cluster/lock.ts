/**
 * Locks for the jobs that must run once however many API processes there are (the scheduler, the
 * settlement of a payment). With Redis a lock is `SET key token NX PX ttl`; it is renewed and
 * released only by the holder of its token (one script each, so the check and the change are one
 * step): a process that stalled past its lock's expiry can neither extend nor free the lock another
 * process has taken since. Without Redis the same interface works within this process.
 */
import { randomUUID } from 'node:crypto';
import type { ApiRedis } from '../plugins/external/redis';

/** The three steps a lock needs from its store. */
export interface LockStore {
  /** Takes the key for `token` unless someone holds it. */
  acquire(key: string, token: string, ttlMs: number): Promise<boolean>;
  /** Extends the key's life, only while `token` holds it. */
  renew(key: string, token: string, ttlMs: number): Promise<boolean>;
  /** Frees the key, only while `token` holds it. */
  release(key: string, token: string): Promise<boolean>;
}

const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export function redisLockStore(redis: ApiRedis): LockStore {
  return {
    acquire: async (key, token, ttlMs) => (await redis.set(key, token, { expiration: { type: 'PX', value: ttlMs }, condition: 'NX' })) === 'OK',
    renew: async (key, token, ttlMs) => (await redis.eval(RENEW, { keys: [key], arguments: [token, String(ttlMs)] })) === 1,
    release: async (key, token) => (await redis.eval(RELEASE, { keys: [key], arguments: [token] })) === 1,
  };
}

export function memoryLockStore(now: () => number = Date.now): LockStore {
  const held = new Map<string, { token: string; expiresAt: number }>();
  const holds = (key: string, token: string) => {
    const entry = held.get(key);
    return entry !== undefined && entry.token === token && entry.expiresAt > now();
  };
  return {
    async acquire(key, token, ttlMs) {
      const entry = held.get(key);
      if (entry && entry.expiresAt > now()) return false;
      held.set(key, { token, expiresAt: now() + ttlMs });
      return true;
    },
    async renew(key, token, ttlMs) {
      if (!holds(key, token)) return false;
      held.set(key, { token, expiresAt: now() + ttlMs });
      return true;
    },
    async release(key, token) {
      if (!holds(key, token)) return false;
      held.delete(key);
      return true;
    },
  };
}

export interface Lock {
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

/** Held by one process across many runs (the scheduler's timer); another takes it once it lapses. */
export interface Lease {
  /** Keeps the lease, or takes it when free: true while this process holds it. */
  hold(): Promise<boolean>;
  release(): Promise<void>;
}

export type Exclusive<T> = { ran: true; value: T } | { ran: false };

export interface LockOptions {
  ttlMs: number;
  /** How long to wait for a held lock (default 0: give up at once). */
  waitMs?: number;
}

const RETRY_MS = 50;

export function createLocks(store: LockStore, { prefix = 'api:lock:', onLost }: { prefix?: string; onLost?: (name: string) => void } = {}) {
  async function tryLock(name: string, ttlMs: number): Promise<Lock | null> {
    const key = prefix + name;
    const token = randomUUID();
    if (!(await store.acquire(key, token, ttlMs))) return null;
    return {
      renew: () => store.renew(key, token, ttlMs),
      release: async () => {
        await store.release(key, token);
      },
    };
  }

  return {
    tryLock,

    /**
     * Runs `fn` holding the lock `name`, renewed every third of its ttl while `fn` runs, and frees
     * it after; `{ ran: false }` when another holder kept it for all of `waitMs`.
     */
    async exclusive<T>(name: string, fn: () => Promise<T>, { ttlMs, waitMs = 0 }: LockOptions): Promise<Exclusive<T>> {
      const deadline = Date.now() + waitMs;
      let lock = await tryLock(name, ttlMs);
      while (!lock && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        lock = await tryLock(name, ttlMs);
      }
      if (!lock) return { ran: false };
      const held = lock;
      const renewal = setInterval(
        () => {
          held.renew().then(
            (kept) => kept || onLost?.(name),
            () => onLost?.(name),
          );
        },
        Math.max(RETRY_MS, Math.floor(ttlMs / 3)),
      );
      try {
        return { ran: true, value: await fn() };
      } finally {
        clearInterval(renewal);
        await held.release().catch(() => undefined);
      }
    },

    lease(name: string, ttlMs: number): Lease {
      const key = prefix + name;
      const token = randomUUID();
      let held = false;
      return {
        async hold() {
          held = (held && (await store.renew(key, token, ttlMs))) || (await store.acquire(key, token, ttlMs));
          return held;
        },
        async release() {
          if (held) await store.release(key, token);
          held = false;
        },
      };
    },
  };
}

export type Locks = ReturnType<typeof createLocks>;
