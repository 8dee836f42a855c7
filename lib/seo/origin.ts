/**
 * A tenant's public origin for absolute URLs (canonical, OpenGraph, JSON-LD, sitemap) in pages that
 * are rendered per tenant without reading the request: the customer's custom domain, else its first
 * host name (http + the portal's port for *.localhost demo hosts, https otherwise).
 */
import 'server-only';
import { serverEnv } from '@/lib/env';
import type { TenantConfig } from '@/lib/tenant/schema';

export function siteOrigin(tenant: Pick<TenantConfig, 'id' | 'hosts' | 'customer_profile'>): string {
  const custom = tenant.customer_profile.custom_domain_url;
  if (custom) return new URL(custom).origin;
  const host = tenant.hosts[0] ?? `${tenant.id}.localhost`;
  const local = host === 'localhost' || host.endsWith('.localhost');
  return local ? `http://${host}:${serverEnv().PORT}` : `https://${host}`;
}

/** JSON for a <script type="application/ld+json">: nothing in it can close the script or start markup. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
