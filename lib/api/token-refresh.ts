/**
 * Token refresh (SPEC §4, §9): proactive once 80 % of the lifetime has passed since the last
 * update, reactive after a 401. One refresh runs at a time and every concurrent caller shares it
 * (`pendingAccessTokenRefresh`); across tabs a Web Lock serialises refreshes and a tab that waited
 * picks up the token the other tab already rotated. A refused refresh, or no refresh token, is an
 * expired session; a session signed out meanwhile (in another tab) is not, and fails its callers
 * without the expiry redirect. A refresh that never reached the API (offline, or the page
 * navigating away) or that met a server failure (5xx: the API is down or overloaded, it did not
 * judge the token) fails its callers with that error and keeps the session, so the next call tries
 * again.
 */
import type { UserTokenData } from '@/lib/models/session';
import type { TokenSource } from './client';
import { ERROR_CODES, expiredSessionError, isApiError, signedOutError, type ApiError } from './errors';

export const REFRESH_THRESHOLD = 0.8;

export const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** The refresh failed without the API refusing the token. */
const keepsSession = (error: ApiError) => error.code === ERROR_CODES.network || error.status >= 500;

export function isRefreshDue(data: Pick<UserTokenData, 'tokenExpirationTime' | 'tokenUpdateTime'>, now: number): boolean {
  return now - data.tokenUpdateTime >= REFRESH_THRESHOLD * data.tokenExpirationTime;
}

export interface TokenStore {
  getTokenData: () => UserTokenData | null;
  setTokenData: (data: UserTokenData) => void;
  getPending: () => Promise<UserTokenData> | null;
  setPending: (pending: Promise<UserTokenData> | null) => void;
  /** Re-reads the persisted session (another tab may have refreshed). */
  reload?: () => Promise<void>;
}

export interface TokenSourceOptions {
  store: TokenStore;
  /** The refresh-token exchange (POST /api/oauth2/token); resolves with the new token data. */
  exchange: (refreshToken: string) => Promise<UserTokenData>;
  /** Logout without revoking and the redirect of SPEC §4. */
  onExpired: (error: ApiError) => void;
  now?: () => number;
  /** Cross-tab mutual exclusion (navigator.locks in browsers). */
  withLock?: <T>(task: () => Promise<T>) => Promise<T>;
}

export function createTokenSource({ store, exchange, onExpired, now = nowInSeconds, withLock = (task) => task() }: TokenSourceOptions): TokenSource {
  const runRefresh = async (): Promise<UserTokenData> => {
    const startedWith = store.getTokenData()?.refreshToken ?? null;
    return withLock(async () => {
      await store.reload?.();
      const current = store.getTokenData();
      // Another tab rotated the token while this one waited for the lock.
      if (current && current.refreshToken !== startedWith && !isRefreshDue(current, now())) return current;
      // Signed out meanwhile (another tab's sign-out reaches this one by storage): not an expiry.
      if (!current) throw signedOutError();
      if (!current.refreshToken) throw expiredSessionError();
      try {
        const next = await exchange(current.refreshToken);
        store.setTokenData(next);
        return next;
      } catch (error) {
        if (isApiError(error) && keepsSession(error)) throw error;
        throw expiredSessionError();
      }
    });
  };

  const refreshShared = (): Promise<UserTokenData> => {
    const pending = store.getPending();
    if (pending) return pending;
    const promise = runRefresh()
      .catch((error: ApiError) => {
        if (error.code === ERROR_CODES.refreshFailed) onExpired(error);
        throw error;
      })
      .finally(() => store.setPending(null));
    store.setPending(promise);
    return promise;
  };

  return {
    async getToken() {
      const data = store.getTokenData();
      if (!data) return null;
      if (!isRefreshDue(data, now())) return data.token;
      return (await refreshShared()).token;
    },
    async refresh(rejected) {
      // A 401 that arrives after the shared refresh has finished: that refresh already replaced the
      // refused token, so the caller retries with the new one instead of starting another.
      const data = store.getTokenData();
      if (data && data.token !== rejected && !isRefreshDue(data, now())) return data.token;
      return (await refreshShared()).token;
    },
  };
}
