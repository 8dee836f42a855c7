'use client';
/**
 * Client-side providers shared by every page. Only what the first paint and hydration need is in
 * the first load: the query runtime (lib/queries/runtime.ts) and the API client (lib/api/browser.tsx)
 * load when first needed, the toast viewport and modal host on first use (lazy-hosts.tsx), and the
 * session effects (device check, analytics, push, the user's socket room) and the smart app banner
 * start once the page has loaded and gone idle.
 */
import { useMemo, type ReactNode } from 'react';
import { ApiProvider } from '@/lib/api/browser';
import { QueryProvider } from '@/lib/queries/provider';
import type { ForcedColorMode } from '@/lib/routes';
import { mayOfferSmartBanner } from '@/lib/smart-banner/gate';
import { TenantProvider } from '@/lib/tenant/context';
import type { PublicTenant } from '@/lib/tenant/schema';
import { lazyLeaf } from '@/lib/lazy-leaf';
import { BuildWatcher } from './build-watcher';
import { ClientNavigation } from './client-navigation';
import { LazyHosts } from './lazy-hosts';
import { LocaleCookie } from './locale-cookie';
import { SessionSync } from './session-sync';
import { ThemeProvider } from './theme-provider';
import { useAfterLoad } from './use-after-load';

const SessionEffects = lazyLeaf(() => import('@/components/auth/session-effects').then((m) => m.SessionEffects));
// Its own chunk with the user-agent parser, fetched only where the cheap checks pass.
const SmartBanner = lazyLeaf(() => import('@/components/smart-banner/smart-banner').then((m) => m.SmartBanner));

interface AppProvidersProps {
  tenant: PublicTenant;
  /** The routes that force a colour mode (lib/routes.ts), so the route table stays on the server. */
  forcedColorModes: [string, ForcedColorMode][];
  children: ReactNode;
}

export function AppProviders({ tenant, forcedColorModes, children }: AppProvidersProps) {
  const loaded = useAfterLoad();
  // Read once the page is up (never on the server or while hydrating).
  const offerBanner = useMemo(() => loaded && mayOfferSmartBanner(tenant.smart_banner, navigator.userAgent, document.cookie), [loaded, tenant.smart_banner]);
  return (
    <TenantProvider tenant={tenant}>
      <ThemeProvider forcedRoutes={forcedColorModes}>
        <ApiProvider>
          <QueryProvider>
            {children}
            <LazyHosts />
            <SessionSync />
            <LocaleCookie />
            <ClientNavigation />
            {loaded && <SessionEffects />}
            {offerBanner && <SmartBanner />}
          </QueryProvider>
        </ApiProvider>
      </ThemeProvider>
      <BuildWatcher />
    </TenantProvider>
  );
}
