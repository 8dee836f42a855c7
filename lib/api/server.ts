/**
 * The platform API as seen by server components: the tenant's base (a relative api_base is reached
 * through INTERNAL_API_BASE), no user token, public answers cached per tenant and revalidated.
 */
import 'server-only';
import { serverEnv } from '@/lib/env';
import { reportError } from '@/lib/monitoring';
import type { TenantConfig } from '@/lib/tenant/schema';
import { createCaller, type ApiCaller } from './call';
import { createApiClient } from './client';

/** Public catalogue data is refreshed at most this often (seconds); live changes arrive by socket. */
export const PUBLIC_REVALIDATE_SECONDS = 30;

export const tenantCacheTag = (tenantId: string) => `tenant:${tenantId}`;

export function serverApiBase(tenant: Pick<TenantConfig, 'api_base'>): string {
  return /^https?:\/\//.test(tenant.api_base) ? tenant.api_base : `${serverEnv().INTERNAL_API_BASE}${tenant.api_base}`;
}

export function serverApi(tenant: TenantConfig, revalidate: number | false = PUBLIC_REVALIDATE_SECONDS): ApiCaller {
  return createCaller(
    createApiClient({
      baseUrl: serverApiBase(tenant),
      report: (error) => reportError(error, { tenant: tenant.id }),
      init: revalidate === false ? { cache: 'no-store' } : { next: { revalidate, tags: [tenantCacheTag(tenant.id)] } },
    }),
  );
}
