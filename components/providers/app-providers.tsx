'use client';
/** Client-side providers shared by every page. */
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SessionEffects } from '@/components/auth/session-effects';
import { Toaster } from '@/components/ui/toast';
import { ModalHost } from '@/components/ui/modal-host';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ApiProvider } from '@/lib/api/browser';
import { makeQueryClient } from '@/lib/queries/query-client';
import { TenantProvider } from '@/lib/tenant/context';
import type { PublicTenant } from '@/lib/tenant/schema';
import { BuildWatcher } from './build-watcher';
import { SessionSync } from './session-sync';
import { ThemeProvider } from './theme-provider';

export function AppProviders({ tenant, children }: { tenant: PublicTenant; children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <TenantProvider tenant={tenant}>
      <ThemeProvider>
        <ApiProvider>
          <QueryClientProvider client={queryClient}>
            <TooltipProvider>
              {children}
              <ModalHost />
              <Toaster />
            </TooltipProvider>
            <SessionSync />
            <SessionEffects />
          </QueryClientProvider>
        </ApiProvider>
      </ThemeProvider>
      <BuildWatcher />
    </TenantProvider>
  );
}
