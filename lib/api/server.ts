/**
 * The platform API as seen by server components: the tenant's base (a relative api_base is reached
 * through INTERNAL_API_BASE), no user token, public answers cached per tenant and revalidated, every
 * call bounded by a deadline and refused while the API's circuit is open, so a slow or dead API
 * never hangs a render (lib/api/breaker.ts).
 */
import 'server-only';
import { serverEnv } from '@/lib/env';
import { reportError } from '@/lib/monitoring/server';
import type { TenantConfig } from '@/lib/tenant/schema';
import { breakerFor, type CircuitBreaker } from './breaker';
import { createCaller, type ApiCaller } from './call';
import { createApiClient } from './client';

/** Public catalogue data is refreshed at most this often (seconds); live changes arrive by socket. */
export const PUBLIC_REVALIDATE_SECONDS = 30;

export const tenantCacheTag = (tenantId: string) => `tenant:${tenantId}`;

export function serverApiBase(tenant: Pick<TenantConfig, 'api_base'>): string {
  return /^https?:\/\//.test(tenant.api_base) ? tenant.api_base : `${serverEnv().INTERNAL_API_BASE}${tenant.api_base}`;
}

/** The tenant's deadline for one call: its own api_timeout_ms, else API_TIMEOUT_MS. */
export const serverApiTimeoutMs = (tenant: Pick<TenantConfig, 'api_timeout_ms'>) => tenant.api_timeout_ms ?? serverEnv().API_TIMEOUT_MS;

/** One breaker per API base: tenants sharing an API share its state. */
export const serverApiBreaker = (tenant: Pick<TenantConfig, 'api_base'>): CircuitBreaker => breakerFor(serverApiBase(tenant));

export function serverApi(tenant: TenantConfig, revalidate: number | false = PUBLIC_REVALIDATE_SECONDS): ApiCaller {
  return createCaller(
    createApiClient({
      baseUrl: serverApiBase(tenant),
      report: (error) => reportError(error, { tenant: tenant.id }),
      init: revalidate === false ? { cache: 'no-store' } : { next: { revalidate, tags: [tenantCacheTag(tenant.id)] } },
      timeoutMs: serverApiTimeoutMs(tenant),
      breaker: serverApiBreaker(tenant),
    }),
  );
}
