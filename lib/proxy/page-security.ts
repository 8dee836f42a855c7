/** The security headers of a page answer (lib/security/headers.ts), whose CSP the portal server completes with the page's script hashes. */
import { serverEnv } from '@/lib/env';
import { publicEnv } from '@/lib/public-env';
import type { RouteDef } from '@/lib/routes';
import { pageSecurityHeaders } from '@/lib/security/headers';
import type { TenantConfig } from '@/lib/tenant/schema';

export function withPageSecurity(response: Response, tenant: TenantConfig, route: RouteDef | undefined): Response {
  const { NODE_ENV } = serverEnv();
  const headers = pageSecurityHeaders(tenant, {
    production: NODE_ENV === 'production',
    development: NODE_ENV === 'development',
    sentryDsn: publicEnv.sentryDsn,
  });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  // Not even the page's styles and scripts, asked for before any tag of it could say so, may carry
  // a secret-bearing address in their Referer.
  if (route?.secretAddress) response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}
