/** Server-side access to the tenants: loaded once per process (configuration, not request state). */
import 'server-only';
import { loadTenants, type TenantRegistry } from './load';
import type { TenantConfig } from './schema';
import { resolveTenantId } from './resolve';
import { HIDE_ALL, parseVariantSegment } from '@/lib/spoilers/variant';

let registry: TenantRegistry | undefined;

function getRegistry(): TenantRegistry {
  registry ??= loadTenants();
  return registry;
}

/** Each tenant's spoiler-free variant, made once. */
const withoutResults = new WeakMap<TenantConfig, TenantConfig>();

/**
 * The tenant for an internal `[tenant]` segment (its id, or its spoiler-free variant's:
 * lib/spoilers/variant.ts); unknown ids fall back to the default.
 */
export function getTenant(segment: string): TenantConfig {
  const { tenants, defaultId } = getRegistry();
  const { tenantId, hideResults } = parseVariantSegment(segment);
  const tenant = tenants.find((t) => t.id === tenantId) ?? tenants.find((t) => t.id === defaultId)!;
  if (!hideResults) return tenant;
  let variant = withoutResults.get(tenant);
  if (!variant) withoutResults.set(tenant, (variant = { ...tenant, resultsView: HIDE_ALL }));
  return variant;
}

/** The tenant with this id, without falling back to the default. */
export function tenantById(id: string): TenantConfig | undefined {
  return getRegistry().tenants.find((t) => t.id === id);
}

export function tenantForHost(host: string | null): TenantConfig {
  const { tenants, defaultId } = getRegistry();
  return getTenant(resolveTenantId(host, tenants, defaultId));
}
