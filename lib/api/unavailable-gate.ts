/**
 * While a tenant's platform API is known down (its circuit is open, lib/api/breaker.ts), the proxy
 * answers the pages that are rendered per request with the temporarily-unavailable page: 503 and
 * Retry-After, at once, instead of a render that can only fail. A page Next serves from its cache
 * (ISR) is never gated: the last good copy is better than any error page, and a failed regeneration
 * keeps it. Next cannot give a page render a 503 (an error during render is a 500 at best), which
 * is why this answer comes from the proxy.
 */
import 'server-only';
import { unavailablePageHtml, unavailableTexts } from '@/lib/api/unavailable-page';
import { isLocale } from '@/lib/i18n/locales';
import { internalRoutePattern, matchRoute } from '@/lib/routes';
import type { TenantConfig } from '@/lib/tenant/schema';
import { serverApiBreaker } from './server';

/**
 * The routes whose pages export `dynamic = 'force-dynamic'` and call the API (tests/unit/
 * unavailable-gate.test.ts keeps this list in step with the page files).
 */
export const PER_REQUEST_PATTERNS: ReadonlySet<string> = new Set([
  '/search/',
  '/events/[eventId]/query/',
  '/events/stats/[eventId]/',
  '/channels/[eventId]/',
  '/redirect/events/[referenceId]/',
]);

/** Where the proxy rewrote the request (`/{tenant}/{locale}/path`), as locale and locale-less path. */
function rewriteTarget(routed: Response): { locale: string | undefined; path: string } | null {
  const rewrite = routed.headers.get('x-middleware-rewrite');
  if (!rewrite) return null;
  const [, , locale, ...rest] = new URL(rewrite).pathname.split('/');
  return { locale, path: `/${rest.join('/')}` };
}

/** The 503 page for a per-request page while the tenant's API circuit is open; null otherwise (the routed answer stands). */
export async function unavailableWhileApiDown(request: Request, routed: Response, tenant: TenantConfig): Promise<Response | null> {
  const breaker = serverApiBreaker(tenant);
  if (breaker.state() !== 'open') return null;
  const target = rewriteTarget(routed);
  const path = target && (target.path.endsWith('/') ? target.path : `${target.path}/`);
  const pattern = path && (internalRoutePattern(path) ?? matchRoute(path)?.pattern);
  if (!target || !pattern || !PER_REQUEST_PATTERNS.has(pattern) || !isLocale(target.locale)) return null;
  const url = new URL(request.url);
  const html = unavailablePageHtml(tenant, target.locale, await unavailableTexts(target.locale), `${url.pathname}${url.search}`);
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(Math.max(1, Math.ceil(breaker.retryInMs() / 1000))),
    },
  });
}
