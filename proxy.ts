/**
 * Every page request: host → tenant, path → locale, the guard chain of SPEC §2, then next-intl's
 * locale routing, rewritten to the internal `/[tenant]/[locale]/…` tree so pages stay statically
 * renderable per tenant; every answer carries the tenant's security headers (lib/security), whose
 * CSP the portal server completes with the served page's script hashes, and says whether a shared
 * cache may keep it (lib/serving/sharing.ts).
 */
import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { unavailableWhileApiDown } from '@/lib/api/unavailable-gate';
import { serverEnv } from '@/lib/env';
import { runGuards } from '@/lib/guards/chain';
import type { GuardResult } from '@/lib/guards/types';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { internalRoutePattern, matchRoute, renderedPath, type RouteDef } from '@/lib/routes';
import { stripClientForwarding } from '@/lib/security/forwarded';
import { isDecodablePath, unroutablePath } from '@/lib/url/request-path';
import { nonPageSecurityHeaders, pageSecurityHeaders } from '@/lib/security/headers';
import { markPrivate, sharingOf, SHARING_HEADER, VARY_HEADER } from '@/lib/serving/sharing';
import { publicEnv } from '@/lib/public-env';
import type { TenantConfig } from '@/lib/tenant/schema';
import { decodeSessionCookie, SESSION_COOKIE } from '@/lib/session/cookie';
import { SPOILER_COOKIE, spoilerModeOf } from '@/lib/spoilers/mode';
import { variantSegment } from '@/lib/spoilers/variant';
import { tenantForHost } from '@/lib/tenant/registry';

const handleI18nRouting = createIntlMiddleware(routing);

const NOT_FOUND_SEGMENT = '/_not-found/';

/**
 * What the first matcher leaves to Next (its assets, the pass-through, build manifests, calendar
 * files, the player's script, the files at the root): such a path reaches the proxy only through the matcher for paths
 * holding a '%' (see `config`). Keep the two lists alike.
 */
const OUTSIDE_PAGES =
  /^\/(?:_next\/|api\/|brand-files\/|brand-images\/|builds\/|calendar\/|monitoring|vendor\/)|^\/(?:favicon\.svg|manifest\.webmanifest|push-sw\.js|robots\.txt|sitemap\.xml)$/;

/**
 * `/he/x/` → prefix he, path `/x/`. A bare `/he` yields the empty path, so the trailing-slash guard
 * sends it to `/he/` like any other path without its slash.
 */
function splitLocale(pathname: string): { prefix: Locale | undefined; path: string } {
  const first = pathname.split('/')[1];
  if (isLocale(first)) return { prefix: first, path: pathname.slice(first.length + 1) };
  return { prefix: undefined, path: pathname };
}

function redirect(request: NextRequest, result: Extract<GuardResult, { kind: 'redirect' }>, prefix: Locale | undefined) {
  const status = result.permanent ? 308 : 307;
  if (/^https?:\/\//i.test(result.to)) {
    // The client router fetches a page's payload before it navigates (Next hides its own headers from
    // the proxy; the browser's Sec-Fetch-Dest tells a fetch from a page load). Followed to another
    // site, that fetch would break the CSP's connect-src; an empty answer instead makes the router
    // load the page itself, and that document request gets the redirect: SPEC §2's full page load.
    const dest = request.headers.get('sec-fetch-dest');
    if (dest !== null && dest !== 'document' && dest !== 'iframe') return new NextResponse(null, { status: 204 });
    return NextResponse.redirect(result.to, status);
  }
  const target = new URL(`${prefix ? `/${prefix}` : ''}${result.to}`, request.url);
  return NextResponse.redirect(target, status);
}

/** The locale next-intl settled on: from its rewrite target, else the URL prefix, else the default. */
function resolvedLocale(i18n: Response, prefix: Locale | undefined): Locale {
  const rewrite = i18n.headers.get('x-middleware-rewrite');
  const fromRewrite = rewrite ? new URL(rewrite).pathname.split('/')[1] : undefined;
  if (isLocale(fromRewrite)) return fromRewrite;
  return prefix ?? routing.defaultLocale;
}

/**
 * /api/…: only the client's forwarding headers are removed, so that Next's server fills
 * X-Forwarded-For from the socket before the pass-through reads it (lib/security/forwarded.ts).
 */
function apiRequest(request: NextRequest) {
  if (!isDecodablePath(request.nextUrl.pathname)) return malformedApiPath();
  const headers = stripClientForwarding(request.headers, { trustEdge: serverEnv().TRUSTED_EDGE === '1' });
  return headers ? NextResponse.next({ request: { headers } }) : NextResponse.next();
}

/** Next would fail matching `/api/[...path]` on it: answered here in the API's error envelope (SPEC §3). */
function malformedApiPath() {
  return NextResponse.json({ error: true, message: 'Malformed percent-encoding in the request path', messageErrorCode: 'validation_error' }, { status: 400 });
}

/** An asset, manifest or file path Next cannot decode: no such file, and no page to show for it. */
function plainNotFound() {
  return new NextResponse('Not Found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...nonPageSecurityHeaders({ production: serverEnv().NODE_ENV === 'production' }),
    },
  });
}

function securityHeaders(tenant: TenantConfig): Record<string, string> {
  const { NODE_ENV } = serverEnv();
  return pageSecurityHeaders(tenant, {
    production: NODE_ENV === 'production',
    development: NODE_ENV === 'development',
    sentryDsn: publicEnv.sentryDsn,
  });
}

export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/api/')) return apiRequest(request);
  // Only a path Next cannot decode needs an answer from here (no page: a plain 404); the rest go on as if never matched.
  if (OUTSIDE_PAGES.test(pathname)) return isDecodablePath(pathname) ? NextResponse.next() : plainNotFound();
  const tenant = tenantForHost(request.headers.get('host'));
  const security = securityHeaders(tenant);
  const route = routeOf(pathname);
  const routed = routePage(request, tenant, route);
  const response = (await unavailableWhileApiDown(request, routed, tenant)) ?? routed;
  for (const [name, value] of Object.entries(security)) response.headers.set(name, value);
  // Not even the page's styles and scripts, asked for before any tag of it could say so, may carry
  // a secret-bearing address in their Referer.
  if (route?.secretAddress) response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}

/** The route a page path names, with or without its locale prefix and trailing slash. */
function routeOf(pathname: string) {
  const { path } = splitLocale(pathname);
  return matchRoute(path.endsWith('/') ? path : `${path}/`);
}

function routePage(request: NextRequest, tenant: TenantConfig, route: RouteDef | undefined): Response {
  const { prefix, path } = splitLocale(request.nextUrl.pathname);
  const search = request.nextUrl.searchParams;
  // A path that can name no page (lib/url/request-path.ts) or names an internal route is the 404
  // page at once, without the guards; next-intl still picks its locale.
  const result: GuardResult =
    unroutablePath(path) || internalRoutePattern(path)
      ? { kind: 'not-found' }
      : runGuards({
          tenant,
          path,
          search,
          route,
          session: decodeSessionCookie(request.cookies.get(SESSION_COOKIE)?.value),
        });
  // A redirect may depend on the session cookie (guards), the locale cookie and the browser's
  // languages (next-intl), and may set the locale cookie: never for a shared cache.
  if (result.kind === 'redirect') return markPrivate(redirect(request, result, prefix));

  const i18n = handleI18nRouting(request);
  if (i18n.headers.has('location')) return markPrivate(i18n);

  const locale = resolvedLocale(i18n, prefix);
  const internal = new URL(request.url);
  // The spoiler-free variant for a viewer whose mode hides results (lib/spoilers/variant.ts).
  const hideResults = spoilerModeOf(request.cookies.get(SPOILER_COOKIE)?.value, tenant.spoiler_free_default) !== 'off';
  internal.pathname = `/${variantSegment(tenant.id, hideResults)}/${locale}${result.kind === 'not-found' ? NOT_FOUND_SEGMENT : renderedPath(path, route, search)}`;

  const headers = new Headers(request.headers);
  headers.set('X-NEXT-INTL-LOCALE', locale);
  // Next renders a page's scripts with the nonce of this header: none, the policy goes by hashes.
  headers.delete('Content-Security-Policy');
  const response = NextResponse.rewrite(internal, { request: { headers } });
  // The locale cookie next-intl would set here (a page whose prefix names another locale) is set by
  // the page itself (components/providers/locale-cookie.tsx), so the answer stays the same for all.
  const sharing = result.kind === 'not-found' ? { share: 'private' as const } : sharingOf({ route, prefixed: prefix !== undefined });
  response.headers.set(SHARING_HEADER, sharing.share);
  if (sharing.share === 'public') response.headers.set(VARY_HEADER, sharing.vary.join(', '));
  return response;
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
