/**
 * Every page request: host → tenant, path → locale, the guard chain of SPEC §2, then next-intl's
 * locale routing, rewritten to the internal `/[tenant]/[locale]/…` tree so pages stay statically
 * renderable per tenant; every answer carries the tenant's security headers (lib/security), whose
 * CSP the portal server completes with the served page's script hashes, and says whether a shared
 * cache may keep it (lib/proxy/sharing.ts). Each step is a handler of lib/proxy/; this file is their
 * order.
 */
import type { NextRequest } from 'next/server';
import { unavailableWhileApiDown } from '@/lib/api/unavailable-gate';
import { apiRequest, outsidePage } from '@/lib/proxy/outside-pages';
import { routeOf, routePage } from '@/lib/proxy/page-route';
import { withPageSecurity } from '@/lib/proxy/page-security';
import { tenantForHost } from '@/lib/tenant/registry';

/**
 * What the first matcher leaves to Next (its assets, the pass-through, build manifests, calendar
 * files, the player's script, the files at the root): such a path reaches the proxy only through the matcher for paths
 * holding a '%' (see `config`). Keep the two lists alike.
 */
const OUTSIDE_PAGES =
  /^\/(?:_next\/|api\/|brand-files\/|brand-images\/|builds\/|calendar\/|monitoring|vendor\/)|^\/(?:favicon\.svg|manifest\.webmanifest|push-sw\.js|robots\.txt|sitemap\.xml)$/;

export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/api/')) return apiRequest(request);
  // Only a path Next cannot decode needs an answer from here; the rest go on as if never matched.
  if (OUTSIDE_PAGES.test(pathname)) return outsidePage(pathname);
  const tenant = tenantForHost(request.headers.get('host'));
  const route = routeOf(pathname);
  const routed = routePage(request, tenant, route);
  // While the platform API is down, a page rendered per request is the temporarily-unavailable page.
  const response = (await unavailableWhileApiDown(request, routed, tenant)) ?? routed;
  return withPageSecurity(response, tenant, route);
}

export const config = {
  // Pages — every path but Next's assets, build manifests, calendar files, the player's script and the files at the
  // root (public/, app/robots.txt, app/sitemap.xml: a new one is named here and in OUTSIDE_PAGES) —,
  // the platform API pass-through, and any path holding a '%': Next's router fails on malformed
  // percent-encoding wherever it meets it. A path that merely looks like a file goes through the
  // proxy too, so nothing reaches the internal /[tenant]/[locale]/ tree but the proxy's rewrite.
  matcher: [
    '/((?!_next/|api/|brand-files/|brand-images/|builds/|calendar/|monitoring|vendor/|favicon\\.svg$|manifest\\.webmanifest$|push-sw\\.js$|robots\\.txt$|sitemap\\.xml$).*)',
    '/api/:path*',
    '/(.*%.*)',
  ],
};
