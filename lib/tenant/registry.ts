/**
 * Server-side access to the tenants: loaded once per process (configuration, not request state),
 * and loaded again when an operator asks (reloadTenants, docs/white-label.md 'Changing a tenant
 * without a restart'). The set lives on globalThis, not in this module: the proxy, the pages and
 * the route handlers are bundled apart, each with its own copy of this module, and must all see the
 * set the last reload made.
 */
import 'server-only';
import { brandFiles, clearBrandAssets, readAsset } from './assets';
import { loadTenants, type TenantRegistry } from './load';
import type { TenantConfig } from './schema';
import { resolveTenantId } from './resolve';
import { HIDE_ALL, parseVariantSegment } from '@/lib/spoilers/variant';

const REGISTRY = Symbol.for('portal.tenants');
const shared = globalThis as typeof globalThis & { [REGISTRY]?: TenantRegistry };

function getRegistry(): TenantRegistry {
  shared[REGISTRY] ??= loadTenants();
  return shared[REGISTRY];
}

export type ReloadResult = { ok: true; changed: string[] } | { ok: false; error: string };

/**
 * Reads the tenant files again. A valid set replaces the current one and names the tenants that
 * changed (added, removed or edited, brand files included); an invalid one is refused, logged, and
 * the current set kept.
 */
export function reloadTenants(): ReloadResult {
  const before = fingerprints(getRegistry());
  clearBrandAssets();
  let next: TenantRegistry;
  try {
    next = loadTenants();
  } catch (error) {
    const message = (error as Error).message;
    console.error(`✖ Tenant files not reloaded, the current ones are kept: ${message}`);
    return { ok: false, error: message };
  }
  shared[REGISTRY] = next;
  const after = fingerprints(next);
  return { ok: true, changed: [...new Set([...before.keys(), ...after.keys()])].filter((id) => before.get(id) !== after.get(id)) };
}

/** Each tenant's configuration and the hashes of its brand files, by id. */
function fingerprints(registry: TenantRegistry): Map<string, string> {
  return new Map(registry.tenants.map((t) => [t.id, JSON.stringify([t, brandFiles(t).map(({ file }) => readAsset(file)?.hash)])]));
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
