/**
 * Server components prefetch into one QueryClient per request (React's cache scopes it to the
 * render) and hand the dehydrated cache to client leaves through QueryHydration (hydration.tsx).
 */
import 'server-only';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { cache } from 'react';
import { serverApi } from '@/lib/api/server';
import type { TenantConfig } from '@/lib/tenant/schema';
import type { QueryContext } from './context';
import { makeQueryClient } from './query-client';

export const getQueryClient: () => QueryClient = cache(makeQueryClient);

export function serverQueryContext(tenant: TenantConfig): QueryContext {
  return { api: serverApi(tenant), tenant };
}

export const dehydrated = () => dehydrate(getQueryClient());
