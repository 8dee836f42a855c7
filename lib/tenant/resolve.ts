/** Host header → tenant id. Pure, so the proxy and the tests share it. */
import type { TenantConfig } from './schema';

export function hostName(host: string | null): string {
  if (!host) return '';
  // Strip the port; keep IPv6 literals whole.
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  return name.toLowerCase();
}

/**
 * A tenant matches when one of its `hosts` equals the host name, or when the host name is
 * `<id>.localhost` (so every tenant is reachable locally without editing /etc/hosts).
 * Anything else (127.0.0.1, a LAN name) gets the default tenant.
 */
export function resolveTenantId(host: string | null, tenants: Pick<TenantConfig, 'id' | 'hosts'>[], defaultId: string): string {
  const name = hostName(host);
  const byHost = tenants.find((t) => t.hosts.some((h) => h.toLowerCase() === name));
  if (byHost) return byHost.id;
  const local = name.endsWith('.localhost') ? name.slice(0, -'.localhost'.length) : undefined;
  if (local && tenants.some((t) => t.id === local)) return local;
  return defaultId;
}
