'use client';
/**
 * The platform API in the browser (browser-api.ts): components get it with useApi(). Every call is
 * asynchronous, so the caller handed out is a stand-in that loads the client, its token refresh and
 * the session-expiry flow with the first call: a public page renders and hydrates from server data,
 * and its first call comes later (or never).
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTenant } from '@/lib/tenant/context';
import type { PublicTenant } from '@/lib/tenant/schema';
import type { ApiCaller } from './call';
import type { TokenSource } from './client';

export interface BrowserApi {
  api: ApiCaller;
  /** The shared token source: a fresh access token for non-HTTP uses (the socket's user room). */
  tokens: TokenSource;
}

/** One browser API per page, created when first used. */
function lazyBrowserApi(tenant: PublicTenant): BrowserApi {
  let real: Promise<BrowserApi> | undefined;
  const load = () => (real ??= import('./browser-api').then((m) => m.createBrowserApi(tenant)));
  return {
    api: ((...args: Parameters<ApiCaller>) => {
      // The call's part of the route table (call.ts) is fetched alongside the client, not after it;
      // the call itself reports a load that fails.
      import('./route-table').then((t) => t.loadRoute(args[0])).catch(() => undefined);
      return load().then(({ api }) => api(...args));
    }) as ApiCaller,
    tokens: {
      getToken: () => load().then(({ tokens }) => tokens.getToken()),
      refresh: (rejected) => load().then(({ tokens }) => tokens.refresh(rejected)),
    },
  };
}

const ApiContext = createContext<BrowserApi | null>(null);

export function ApiProvider({ children }: { children: ReactNode }) {
  const tenant = useTenant();
  const [browserApi] = useState(() => lazyBrowserApi(tenant));
  return <ApiContext.Provider value={browserApi}>{children}</ApiContext.Provider>;
}

function useBrowserApi(): BrowserApi {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi must be used inside ApiProvider');
  return value;
}

export function useApi(): ApiCaller {
  return useBrowserApi().api;
}

export function useTokenSource(): TokenSource {
  return useBrowserApi().tokens;
}
