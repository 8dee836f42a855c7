/**
 * The platform API as seen by server components: the tenant's base (a relative api_base is reached
 * through INTERNAL_API_BASE), no user token, public answers cached per tenant and revalidated (by
 * time, and by tag through the revalidation webhook: app/api/revalidate/route.ts), every
 * call bounded by a deadline and refused while the API's circuit is open, so a slow or dead API
 * never hangs a render (lib/api/breaker.ts).
 */
import 'server-only';
import { serverEnv } from '@/lib/env';
import { reportError } from '@/lib/monitoring/server';
import type { TenantConfig } from '@/lib/tenant/schema';
import { breakerFor, type CircuitBreaker } from './breaker';
import type { ApiRouteName } from './contract';
import { EVENT_LISTS_TAG, eventCacheTag, tenantCacheTag } from './contract/revalidation';
import { createCaller, type ApiCaller } from './call';
import { createApiClient } from './client';

/** Public catalogue data is refreshed at most this often (seconds); live changes arrive by socket. */
export const PUBLIC_REVALIDATE_SECONDS = 30;

export { tenantCacheTag };

export function serverApiBase(tenant: Pick<TenantConfig, 'api_base'>): string {
  return /^https?:\/\//.test(tenant.api_base) ? tenant.api_base : `${serverEnv().INTERNAL_API_BASE}${tenant.api_base}`;
}

/** The tenant's deadline for one call: its own api_timeout_ms, else API_TIMEOUT_MS. */
export const serverApiTimeoutMs = (tenant: Pick<TenantConfig, 'api_timeout_ms'>) => tenant.api_timeout_ms ?? serverEnv().API_TIMEOUT_MS;

/** One breaker per API base: tenants sharing an API share its state. */
export const serverApiBreaker = (tenant: Pick<TenantConfig, 'api_base'>): CircuitBreaker => breakerFor(serverApiBase(tenant));

/** Calls whose answers list events: a change of any event may change them. */
const EVENT_LISTS = new Set<ApiRouteName>(['eventList', 'relatedVideos', 'groupedSportCount']);

/**
 * The cache tags of a call's answer (lib/api/contract/revalidation.ts): the tenant's, and the
 * event's or the event lists' where the revalidation webhook names them.
 */
export function cacheTags(tenantId: string, name: ApiRouteName, input: { params?: { id?: unknown } } = {}): string[] {
  const tags = [tenantCacheTag(tenantId)];
  if (name === 'eventById' && typeof input.params?.id === 'string') tags.push(eventCacheTag(input.params.id));
  if (EVENT_LISTS.has(name)) tags.push(EVENT_LISTS_TAG);
  return tags;
}

export function serverApi(tenant: TenantConfig, revalidate: number | false = PUBLIC_REVALIDATE_SECONDS): ApiCaller {
  const caller = (init: RequestInit & { next?: { revalidate: number; tags: string[] } }) =>
    createCaller(
      createApiClient({
        baseUrl: serverApiBase(tenant),
        report: (error) => reportError(error, { tenant: tenant.id }),
        init,
        timeoutMs: serverApiTimeoutMs(tenant),
        breaker: serverApiBreaker(tenant),
      }),
    );
  if (revalidate === false) return caller({ cache: 'no-store' });
  return ((name: ApiRouteName, input?: { params?: { id?: unknown } }) =>
    (caller({ next: { revalidate, tags: cacheTags(tenant.id, name, input) } }) as (n: ApiRouteName, i?: object) => Promise<unknown>)(name, input)) as ApiCaller;
}
