/**
 * The device-limit page's pending sign-in (SPEC §2 /auth/login/limit, §4): the restricted token, the
 * provider and, for a credentials sign-in, the e-mail and password. SPEC §2 hands them over in the
 * page's `data` query; the portal never does — a URL stays in history, in logs and in the Referer of
 * every request the page makes. They wait in this tab's sessionStorage instead: unlike memory it
 * survives a reload of the limit page, unlike localStorage it is never shared with other tabs and goes
 * when the tab closes, and an expiry bounds how long a password can sit there. A `data` query from
 * an old link is still honoured once, then taken out of the address bar.
 */
import { decodeLimitData, limitDataSchema, type LimitData } from './device-limit';
import { LIMIT_DATA_PARAM } from './navigation';

export const PENDING_LIMIT_KEY = 'portal.device-limit';
/** Long enough to pick a device to remove; a restricted token is not worth keeping longer anyway. */
export const PENDING_LIMIT_TTL_MS = 15 * 60_000;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PendingLimitStore {
  save(data: LimitData): void;
  /** The saved data, or null when there is none, it has expired or it does not parse. */
  read(): LimitData | null;
  clear(): void;
}

export function createPendingLimitStore(storage: KeyValueStorage | null, now: () => number = Date.now): PendingLimitStore {
  const clear = () => {
    try {
      storage?.removeItem(PENDING_LIMIT_KEY);
    } catch {
      // Storage unavailable: nothing was kept.
    }
  };
  return {
    save(data) {
      try {
        storage?.setItem(PENDING_LIMIT_KEY, JSON.stringify({ data: limitDataSchema.parse(data), savedAt: now() }));
      } catch {
        // Storage full or refused: the limit page will say the sign-in must be started again.
      }
    },
    read() {
      let raw: string | null = null;
      try {
        raw = storage?.getItem(PENDING_LIMIT_KEY) ?? null;
      } catch {
        return null;
      }
      if (!raw) return null;
      try {
        const { data, savedAt } = JSON.parse(raw) as { data?: unknown; savedAt?: unknown };
        const parsed = limitDataSchema.safeParse(data);
        if (parsed.success && typeof savedAt === 'number' && now() - savedAt <= PENDING_LIMIT_TTL_MS) return parsed.data;
      } catch {
        // Not ours or garbled: dropped below.
      }
      clear();
      return null;
    },
    clear,
  };
}

/** This tab's store; null storage where sessionStorage is blocked (the store then holds nothing). */
export function browserPendingLimitStore(): PendingLimitStore {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return createPendingLimitStore(storage);
}

/**
 * On the limit page: a `data` query (SPEC §2's form, from an old link) replaces what is stored — or,
 * garbled, clears it — and leaves the address bar and this history entry at once. Returns what the
 * page should use.
 */
export function takePendingLimit(
  store: PendingLimitStore,
  location: Pick<Location, 'href'>,
  history: Pick<History, 'replaceState' | 'state'>,
): LimitData | null {
  const url = new URL(location.href);
  if (url.searchParams.has(LIMIT_DATA_PARAM)) {
    const fromQuery = decodeLimitData(url.searchParams.get(LIMIT_DATA_PARAM));
    if (fromQuery) store.save(fromQuery);
    else store.clear();
    url.searchParams.delete(LIMIT_DATA_PARAM);
    // Keep Next's router state in the entry; only the address changes.
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (!fromQuery) return null;
  }
  return store.read();
}
