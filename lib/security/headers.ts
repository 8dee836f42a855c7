/**
 * The security headers of every portal response. Pages get a tenant's own set from the proxy (CSP,
 * framing, permissions); everything the proxy does not see — Next's assets, route handlers, the /api
 * pass-through, build manifests, files — gets the tenant-independent set from next.config.ts.
 */
import type { TenantConfig } from '@/lib/tenant/schema';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH, contentSecurityPolicy, type CspOptions, type CspTenant } from './csp';

export interface HeaderOptions extends CspOptions {
  production: boolean;
}

/** Two years; without includeSubDomains, since a tenant's other subdomains are not the portal's to decide. */
const HSTS = 'max-age=63072000';

/** Headers that hold for any response, page or not. */
export function baseSecurityHeaders({ production }: Pick<HeaderOptions, 'production'>): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(production ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/**
 * What the player needs for the page itself (fullscreen, picture-in-picture, autoplay, DRM), and
 * nothing of the device's sensors. Payment requests only for Stripe, from its frame.
 */
export function permissionsPolicy(tenant: Pick<TenantConfig, 'payment_provider'>): string {
  const payment = tenant.payment_provider === 'stripe' ? 'payment=(self "https://js.stripe.com")' : 'payment=()';
  return [
    'fullscreen=(self)',
    'picture-in-picture=(self)',
    'autoplay=(self)',
    'encrypted-media=(self)',
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'usb=()',
    'serial=()',
    'bluetooth=()',
    'hid=()',
    payment,
  ].join(', ');
}

/** A page of this tenant. */
export function pageSecurityHeaders(tenant: CspTenant & Pick<TenantConfig, 'payment_provider'>, options: HeaderOptions): Record<string, string> {
  const framedElsewhere = tenant.security.frame_ancestors.length > 0;
  return {
    ...baseSecurityHeaders(options),
    'Content-Security-Policy': contentSecurityPolicy(tenant, options),
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
    'Permissions-Policy': permissionsPolicy(tenant),
    // X-Frame-Options cannot name other origins; where the tenant lists some, frame-ancestors alone speaks.
    ...(framedElsewhere ? {} : { 'X-Frame-Options': 'SAMEORIGIN' }),
  };
}

/**
 * Responses that are not pages (JSON, scripts, styles, manifests): nothing in them may run as a
 * document or be framed.
 */
export function nonPageSecurityHeaders(options: Pick<HeaderOptions, 'production'>): Record<string, string> {
  return {
    ...baseSecurityHeaders(options),
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
