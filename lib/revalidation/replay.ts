/**
 * Remembers the ids of accepted webhook calls for twice the timestamp window (a call may be stamped
 * up to the window ahead of the portal's clock and is accepted up to the window after it), so the
 * same call is taken once: in Redis when the portal has one, which every instance shares, else in
 * this process.
 */
import { REVALIDATE_WINDOW_SECONDS } from '@/lib/api/contract/revalidation';

export const REPLAY_MEMORY_MS = 2 * REVALIDATE_WINDOW_SECONDS * 1000;
/** Beyond this many remembered ids the oldest go first (a flood of signed calls cannot exhaust memory). */
const MAX_IDS = 100_000;

export interface ReplayGuard {
  /** true the first time an id is seen within the memory, false for a replay. */
  firstSeen(id: string): Promise<boolean>;
}

export function memoryReplayGuard(now: () => number = Date.now): ReplayGuard {
  const seen = new Map<string, number>();
  return {
    async firstSeen(id) {
      const t = now();
      // Insertion order is expiry order: drop the expired from the front.
      for (const [key, expiresAt] of seen) {
        if (expiresAt > t && seen.size < MAX_IDS) break;
        seen.delete(key);
      }
      if (seen.has(id)) return false;
      seen.set(id, t + REPLAY_MEMORY_MS);
      return true;
    },
  };
}

/** The one Redis command a guard needs (node-redis' `set` with NX and PX). */
export interface SetIfAbsent {
  set(key: string, value: string, options: { NX: true; PX: number }): Promise<string | null>;
}

export function redisReplayGuard(redis: SetIfAbsent, prefix = 'portal:revalidate:'): ReplayGuard {
  return {
    firstSeen: async (id) => (await redis.set(`${prefix}${id}`, '1', { NX: true, PX: REPLAY_MEMORY_MS })) === 'OK',
  };
}
