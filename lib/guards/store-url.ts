import type { TenantConfig } from '@/lib/tenant/schema';
import { next, type Guard } from './types';

/**
 * SPEC §2: the root sends the browser to its `storeUrl` query parameter (unless it is the text
 * 'undefined'). Only to the tenant's app stores, though — the hosts of its smart-banner store links
 * and its `security.store_url_hosts` — over http(s) and without userinfo; anything else would make
 * the portal an open redirect, so the parameter is ignored and the page served.
 */
export const storeUrlGuard: Guard = ({ tenant, path, search }) => {
  if (path !== '/') return next;
  const target = search.get('storeUrl');
  if (!target || target === 'undefined') return next;
  const url = allowedStoreUrl(target, storeHosts(tenant));
  // The parsed form: the proxy tells external targets by their 'http(s)://' start, which a loose
  // spelling such as 'https:example.org' or ' https://…' lacks.
  return url ? { kind: 'redirect', to: url.href } : next;
};

/** The hosts a storeUrl may lead to. */
export function storeHosts(tenant: Pick<TenantConfig, 'smart_banner' | 'security'>): Set<string> {
  const links = [tenant.smart_banner.app_store_url, tenant.smart_banner.play_store_url].filter((u): u is string => Boolean(u));
  return new Set([...links.map((u) => new URL(u).hostname), ...tenant.security.store_url_hosts]);
}

/** The parsed target when it is an http(s) address on an allowed host with no userinfo, else null. */
export function allowedStoreUrl(value: string, hosts: ReadonlySet<string>): URL | null {
  let url: URL;
  try {
    // No base: a relative or protocol-relative value ('//evil.example') does not parse.
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // 'https://apps.apple.com@evil.example' is evil.example; refuse userinfo outright rather than trust it.
  if (url.username || url.password) return null;
  return hosts.has(url.hostname) ? url : null;
}
