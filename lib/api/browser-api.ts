/**
 * The platform API in the browser: the tenant's api_base, the stored token kept fresh by the
 * shared refresh, 5xx and malformed answers reported. Loaded with the first call (browser.tsx).
 */
import { reportError } from '@/lib/monitoring/client';
import { endExpiredSession } from '@/lib/session/expire';
import { resultsHeaders } from '@/lib/spoilers/headers';
import type { PublicTenant } from '@/lib/tenant/schema';
import { useSessionStore } from '@/stores/session-store';
import { createCaller } from './call';
import type { BrowserApi } from './browser';
import { createApiClient } from './client';
import { GRANT_TOKEN_EXCHANGE, TOKEN_TYPE_ACCESS, TOKEN_TYPE_REFRESH } from './contract/oauth';
import { oauthDevice } from './oauth-device';
import { createTokenSource, nowInSeconds } from './token-refresh';

const REFRESH_LOCK = 'portal-token-refresh';

function withLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return task();
  return navigator.locks.request(REFRESH_LOCK, task) as Promise<T>;
}

export function createBrowserApi(tenant: PublicTenant): BrowserApi {
  // The refresh exchange itself never carries (or refreshes) the stored token.
  const plain = createCaller(createApiClient({ baseUrl: tenant.api_base, report: (e) => reportError(e) }));
  const store = useSessionStore;
  const tokens = createTokenSource({
    store: {
      getTokenData: () => store.getState().userTokenData,
      setTokenData: (data) => store.getState().setTokenData(data),
      getPending: () => store.getState().pendingAccessTokenRefresh,
      setPending: (pending) => store.getState().setPendingRefresh(pending),
      reload: () => Promise.resolve(store.persist.rehydrate()),
    },
    exchange: async (refreshToken) => {
      // The user-agent parser loads with the first refresh, not with every page.
      const { describeDevice } = await import('@/lib/device');
      const answer = await plain('oauthToken', {
        body: {
          grant_type: GRANT_TOKEN_EXCHANGE,
          subject_token_type: TOKEN_TYPE_REFRESH,
          requested_token_type: TOKEN_TYPE_ACCESS,
          subject_token: refreshToken,
          strategy: 'refresh',
          device: oauthDevice(describeDevice(navigator.userAgent)),
        },
      });
      return { token: answer.token, tokenExpirationTime: answer.expires_in, tokenUpdateTime: nowInSeconds(), refreshToken: answer.refresh_token };
    },
    onExpired: () => endExpiredSession(tenant),
    withLock,
  });
  const headers = () => resultsHeaders(tenant);
  return { api: createCaller(createApiClient({ baseUrl: tenant.api_base, tokens, report: (e) => reportError(e), headers })), tokens };
}
