import { describe, expect, it, vi } from 'vitest';
import type { LimitData } from '@/lib/session/device-limit';
import { createPendingLimitStore, PENDING_LIMIT_KEY, PENDING_LIMIT_TTL_MS, takePendingLimit } from '@/lib/session/limit-pending';

const data: LimitData = {
  token: 'restricted-token',
  provider: 'credentials',
  username: 'zoë@example.org',
  password: 'pä$$ wörd',
  refreshToken: 'rt',
  expiresIn: 5,
};

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function fakeHistory(href: string) {
  const location = { href };
  const history = {
    state: { router: 'tree' },
    replaceState: vi.fn((_state: unknown, _unused: string, url?: string | URL | null) => {
      location.href = new URL(String(url), location.href).href;
    }),
  };
  return { location, history };
}

describe('pending device-limit sign-in store', () => {
  it('keeps the data for the limit page and gives it back after a reload', () => {
    const storage = memoryStorage();
    createPendingLimitStore(storage).save(data);
    expect(createPendingLimitStore(storage).read()).toEqual(data);
  });

  it('forgets it when cleared', () => {
    const store = createPendingLimitStore(memoryStorage());
    store.save(data);
    store.clear();
    expect(store.read()).toBeNull();
  });

  it('drops data older than its lifetime', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const store = createPendingLimitStore(storage, () => now);
    store.save(data);
    now += PENDING_LIMIT_TTL_MS;
    expect(store.read()).toEqual(data);
    now += 1;
    expect(store.read()).toBeNull();
    expect(storage.items.has(PENDING_LIMIT_KEY)).toBe(false);
  });

  it.each([
    ['not JSON', '{oops'],
    ['no token', JSON.stringify({ data: { provider: 'google' }, savedAt: 1 })],
    ['no time', JSON.stringify({ data })],
  ])('reads garbled storage (%s) as nothing and removes it', (_, raw) => {
    const storage = memoryStorage();
    storage.items.set(PENDING_LIMIT_KEY, raw);
    expect(createPendingLimitStore(storage, () => 1).read()).toBeNull();
    expect(storage.items.has(PENDING_LIMIT_KEY)).toBe(false);
  });

  it('holds nothing, and does not throw, without storage or when storage refuses', () => {
    expect(createPendingLimitStore(null).read()).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createPendingLimitStore(refusing);
    expect(() => store.save(data)).not.toThrow();
    expect(store.read()).toBeNull();
  });
});

describe('arriving on the limit page', () => {
  it('uses the stored data when the address has no data query, leaving the address alone', () => {
    const store = createPendingLimitStore(memoryStorage());
    store.save(data);
    const { location, history } = fakeHistory('http://portal.test/de/auth/login/limit/');
    expect(takePendingLimit(store, location, history)).toEqual(data);
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it("takes an old link's data query into the store and out of the address bar, keeping other query and hash", () => {
    const store = createPendingLimitStore(memoryStorage());
    const raw = Buffer.from(JSON.stringify(data)).toString('base64url');
    const { location, history } = fakeHistory(`http://portal.test/auth/login/limit/?data=${raw}&x=1#top`);
    expect(takePendingLimit(store, location, history)).toEqual(data);
    expect(history.replaceState).toHaveBeenCalledWith({ router: 'tree' }, '', '/auth/login/limit/?x=1#top');
    expect(location.href).not.toContain(data.password!);
    expect(location.href).not.toContain(raw);
    // A reload now finds it in the store.
    expect(takePendingLimit(store, location, history)).toEqual(data);
  });

  it('treats a garbled data query as no sign-in at all, even with older data stored, and removes it', () => {
    const store = createPendingLimitStore(memoryStorage());
    store.save(data);
    const { location, history } = fakeHistory('http://portal.test/auth/login/limit/?data=%25%25%25garbage');
    expect(takePendingLimit(store, location, history)).toBeNull();
    expect(location.href).toBe('http://portal.test/auth/login/limit/');
    expect(store.read()).toBeNull();
  });
});
