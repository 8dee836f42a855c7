import { describe, expect, it, vi } from 'vitest';
import { ApiError, ERROR_CODES } from '@/lib/api/errors';
import { createTokenSource, isRefreshDue, type TokenStore } from '@/lib/api/token-refresh';
import type { UserTokenData } from '@/lib/models/session';

const data = (over: Partial<UserTokenData> = {}): UserTokenData => ({
  token: 'access-1',
  tokenExpirationTime: 100,
  tokenUpdateTime: 1_000,
  refreshToken: 'refresh-1',
  ...over,
});

function memoryStore(initial: UserTokenData | null): TokenStore & { data: UserTokenData | null } {
  let pending: Promise<UserTokenData> | null = null;
  const store = {
    data: initial,
    getTokenData: () => store.data,
    setTokenData: (d: UserTokenData) => void (store.data = d),
    getPending: () => pending,
    setPending: (p: Promise<UserTokenData> | null) => void (pending = p),
  };
  return store;
}

describe('refresh timing', () => {
  it('is due once 80 % of the lifetime has passed since the last update', () => {
    expect(isRefreshDue(data(), 1_079)).toBe(false);
    expect(isRefreshDue(data(), 1_080)).toBe(true);
    expect(isRefreshDue(data(), 2_000)).toBe(true);
  });
});

describe('token source', () => {
  it('returns the stored token while it is fresh, without refreshing', async () => {
    const exchange = vi.fn();
    const source = createTokenSource({ store: memoryStore(data()), exchange, onExpired: vi.fn(), now: () => 1_010 });
    await expect(source.getToken()).resolves.toBe('access-1');
    expect(exchange).not.toHaveBeenCalled();
  });

  it('refreshes proactively once when ten callers ask for a due token at the same time', async () => {
    const store = memoryStore(data());
    const exchange = vi.fn(async () => data({ token: 'access-2', refreshToken: 'refresh-2', tokenUpdateTime: 1_090 }));
    const source = createTokenSource({ store, exchange, onExpired: vi.fn(), now: () => 1_090 });
    const tokens = await Promise.all(Array.from({ length: 10 }, () => source.getToken()));
    expect(tokens).toEqual(Array(10).fill('access-2'));
    expect(exchange).toHaveBeenCalledOnce();
    expect(exchange).toHaveBeenCalledWith('refresh-1');
    expect(store.data?.refreshToken).toBe('refresh-2');
  });

  it('shares one reactive refresh among concurrent 401s', async () => {
    const store = memoryStore(data());
    const exchange = vi.fn(async () => data({ token: 'access-2', refreshToken: 'refresh-2' }));
    const source = createTokenSource({ store, exchange, onExpired: vi.fn(), now: () => 1_001 });
    await Promise.all([source.refresh('access-1'), source.refresh('access-1'), source.refresh('access-1')]);
    expect(exchange).toHaveBeenCalledOnce();
  });

  it('does not refresh again for a 401 that arrives after the shared refresh has finished', async () => {
    const store = memoryStore(data());
    const exchange = vi.fn(async () => data({ token: 'access-2', refreshToken: 'refresh-2', tokenUpdateTime: 1_001 }));
    const source = createTokenSource({ store, exchange, onExpired: vi.fn(), now: () => 1_001 });
    await expect(source.refresh('access-1')).resolves.toBe('access-2');
    // A slower request of the same batch, sent with the old token, is refused now.
    await expect(source.refresh('access-1')).resolves.toBe('access-2');
    expect(exchange).toHaveBeenCalledOnce();
    // The new token refused too: that is a new refresh.
    await source.refresh('access-2');
    expect(exchange).toHaveBeenCalledTimes(2);
  });

  it('rejects as an expired session and signs out once when the exchange fails', async () => {
    const onExpired = vi.fn();
    const source = createTokenSource({ store: memoryStore(data()), exchange: vi.fn().mockRejectedValue(new Error('401')), onExpired, now: () => 1_090 });
    const results = await Promise.allSettled([source.getToken(), source.getToken()]);
    for (const r of results) expect(r).toMatchObject({ status: 'rejected', reason: { code: 'refresh_token_failed', message: 'Expired Session ' } });
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('keeps the session when the refresh cannot reach the API, failing the callers with the network error', async () => {
    const onExpired = vi.fn();
    const store = memoryStore(data());
    const exchange = vi.fn().mockRejectedValue(new ApiError('Network error', ERROR_CODES.network, 0));
    const source = createTokenSource({ store, exchange, onExpired, now: () => 1_090 });
    await expect(source.getToken()).rejects.toMatchObject({ code: 'network_error' });
    expect(onExpired).not.toHaveBeenCalled();
    expect(store.data?.refreshToken).toBe('refresh-1');
    // The next call tries again.
    exchange.mockResolvedValueOnce(data({ token: 'access-2', refreshToken: 'refresh-2', tokenUpdateTime: 1_090 }));
    await expect(source.getToken()).resolves.toBe('access-2');
  });

  it('keeps the session when the API fails the refresh with a 5xx, and signs out when it refuses it (4xx)', async () => {
    const onExpired = vi.fn();
    const store = memoryStore(data());
    const exchange = vi.fn().mockRejectedValueOnce(new ApiError('Down', 'maintenance', 503));
    const source = createTokenSource({ store, exchange, onExpired, now: () => 1_090 });
    await expect(source.getToken()).rejects.toMatchObject({ status: 503, code: 'maintenance' });
    expect(onExpired).not.toHaveBeenCalled();
    expect(store.data?.refreshToken).toBe('refresh-1');
    exchange.mockRejectedValueOnce(new ApiError('Invalid refresh token', 'invalid_grant', 401));
    await expect(source.getToken()).rejects.toMatchObject({ code: 'refresh_token_failed' });
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('rejects as an expired session when no refresh token is held', async () => {
    const onExpired = vi.fn();
    const source = createTokenSource({ store: memoryStore(data({ refreshToken: null })), exchange: vi.fn(), onExpired, now: () => 1_090 });
    await expect(source.refresh('access-1')).rejects.toMatchObject({ code: 'refresh_token_failed' });
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('fails a refused call without an expiry when another tab signed out meanwhile', async () => {
    const store = memoryStore(data());
    store.reload = async () => void (store.data = null);
    const onExpired = vi.fn();
    const exchange = vi.fn();
    const source = createTokenSource({ store, exchange, onExpired, now: () => 1_010 });
    await expect(source.refresh('access-1')).rejects.toMatchObject({ code: 'signed_out', status: 401 });
    expect(onExpired).not.toHaveBeenCalled();
    expect(exchange).not.toHaveBeenCalled();
  });

  it('uses the token another tab rotated while this one waited for the lock', async () => {
    const store = memoryStore(data());
    const exchange = vi.fn();
    const rotatedElsewhere = data({ token: 'access-9', refreshToken: 'refresh-9', tokenUpdateTime: 1_089 });
    store.reload = async () => void (store.data = rotatedElsewhere);
    const source = createTokenSource({ store, exchange, onExpired: vi.fn(), now: () => 1_090 });
    await expect(source.getToken()).resolves.toBe('access-9');
    expect(exchange).not.toHaveBeenCalled();
  });

  it('gives no token when signed out', async () => {
    const source = createTokenSource({ store: memoryStore(null), exchange: vi.fn(), onExpired: vi.fn() });
    await expect(source.getToken()).resolves.toBeNull();
  });
});
