/** Server-side access to the tenants: loaded once per process (configuration, not request state). */
import 'server-only';
import { loadTenants, type TenantRegistry } from './load';
import type { TenantConfig } from './schema';
import { resolveTenantId } from './resolve';

let registry: TenantRegistry | undefined;

function getRegistry(): TenantRegistry {
  registry ??= loadTenants();
  return registry;
}

/** The tenant for an internal `[tenant]` segment; unknown ids fall back to the default. */
export function getTenant(id: string): TenantConfig {
  const { tenants, defaultId } = getRegistry();
  return tenants.find((t) => t.id === id) ?? tenants.find((t) => t.id === defaultId)!;
}

export function tenantForHost(host: string | null): TenantConfig {
  const { tenants, defaultId } = getRegistry();
  return getTenant(resolveTenantId(host, tenants, defaultId));
}
