'use client';
/**
 * Client-side providers shared by every page. Only what the first paint and hydration need is in
 * the first load: the toast viewport and modal host load on first use (lazy-hosts.tsx), tooltips
 * bring their own provider (components/ui/tooltip.tsx), and the session effects (device check,
 * analytics, push, the user's socket room) and the smart app banner start once the page has loaded
 * and gone idle.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useMemo, useState, type ReactNode } from 'react';
import { ApiProvider } from '@/lib/api/browser';
import { makeQueryClient } from '@/lib/queries/query-client';
import type { ForcedColorMode } from '@/lib/routes';
import { ScriptNonceProvider } from '@/lib/security/script-nonce';
import { mayOfferSmartBanner } from '@/lib/smart-banner/gate';
import { TenantProvider } from '@/lib/tenant/context';
import type { PublicTenant } from '@/lib/tenant/schema';
import { BuildWatcher } from './build-watcher';
import { LazyHosts } from './lazy-hosts';
import { SessionSync } from './session-sync';
import { ThemeProvider } from './theme-provider';
import { useAfterLoad } from './use-after-load';

const SessionEffects = dynamic(() => import('@/components/auth/session-effects').then((m) => m.SessionEffects), { ssr: false });
// Its own chunk with the user-agent parser, fetched only where the cheap checks pass.
const SmartBanner = dynamic(() => import('@/components/smart-banner/smart-banner').then((m) => m.SmartBanner), { ssr: false });

interface AppProvidersProps {
  tenant: PublicTenant;
  nonce?: string;
  /** The routes that force a colour mode (lib/routes.ts), so the route table stays on the server. */
  forcedColorModes: [string, ForcedColorMode][];
  children: ReactNode;
}

export function AppProviders({ tenant, nonce, forcedColorModes, children }: AppProvidersProps) {
  const [queryClient] = useState(makeQueryClient);
  const loaded = useAfterLoad();
  // Read once the page is up (never on the server or while hydrating).
  const offerBanner = useMemo(() => loaded && mayOfferSmartBanner(tenant.smart_banner, navigator.userAgent, document.cookie), [loaded, tenant.smart_banner]);
  return (
    <TenantProvider tenant={tenant}>
      <ScriptNonceProvider nonce={nonce}>
        <ThemeProvider forcedRoutes={forcedColorModes}>
          <ApiProvider>
            <QueryClientProvider client={queryClient}>
              {children}
              <LazyHosts />
              <SessionSync />
              {loaded && <SessionEffects />}
              {offerBanner && <SmartBanner />}
            </QueryClientProvider>
          </ApiProvider>
        </ThemeProvider>
      </ScriptNonceProvider>
      <BuildWatcher />
    </TenantProvider>
  );
}
