/**
 * Error-reporting limits (SPEC §9: 25 breadcrumbs, 10 events per session, 1 MB payload). A browser
 * has a session, so its budget is spent for good; a server process has none, so it gets a rate
 * instead (a budget would silence it until restart after the tenth error).
 */
import { MONITORING_LIMITS } from './constants';

function bytes(event: unknown): number {
  try {
    return new TextEncoder().encode(JSON.stringify(event)).length;
  } catch {
    return Infinity;
  }
}

/** The event as sent: whole, else without its breadcrumbs and extra data, else nothing (over 1 MB). */
export function fitToSize<E extends object>(event: E, maxBytes: number = MONITORING_LIMITS.maxEventBytes): E | null {
  if (bytes(event) <= maxBytes) return event;
  const slim: E = { ...event, breadcrumbs: undefined, extra: undefined };
  return bytes(slim) <= maxBytes ? slim : null;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

const SESSION_KEY = 'portal:error-reports';

/**
 * The browser's per-session budget: the count lives in sessionStorage, so reloads and navigations
 * in the tab share it. Without storage (blocked, private mode), the page's memory counts instead.
 */
export function sessionBudget(store: () => SessionStore | undefined, limit: number = MONITORING_LIMITS.eventsPerSession): () => boolean {
  let inMemory = 0;
  return () => {
    let storage: SessionStore | undefined;
    let spent = inMemory;
    try {
      storage = store();
      // The larger count: a failed write leaves the stored one behind.
      if (storage) spent = Math.max(inMemory, Number(storage.getItem(SESSION_KEY)) || 0);
    } catch {
      storage = undefined;
    }
    if (spent >= limit) return false;
    inMemory = spent + 1;
    try {
      storage?.setItem(SESSION_KEY, String(inMemory));
    } catch {
      // Full or blocked storage: the memory count goes on.
    }
    return true;
  };
}

/** Token bucket: `perMinute` events at once, refilled at `perMinute` per minute. */
export function rateLimiter(perMinute: number = MONITORING_LIMITS.serverEventsPerMinute, now: () => number = Date.now): () => boolean {
  let tokens = perMinute;
  let last = now();
  return () => {
    const t = now();
    tokens = Math.min(perMinute, tokens + ((t - last) * perMinute) / 60_000);
    last = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
