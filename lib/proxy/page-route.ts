/**
 * A page request through SPEC §2's order (docs/02-screens-and-routes.md): the guard chain, then
 * next-intl's locale routing, then the rewrite to the internal `/[tenant]/[locale]/…` tree (the
 * spoiler-free variant's segment for a viewer who hides results), marked public or private for the
 * portal server and any shared cache (sharing.ts).
 */
import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { runGuards } from '@/lib/guards/chain';
import type { GuardResult } from '@/lib/guards/types';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { internalRoutePattern, matchRoute, renderedPath, type RouteDef } from '@/lib/routes';
import { decodeSessionCookie, SESSION_COOKIE } from '@/lib/session/cookie';
import { SPOILER_COOKIE, spoilerModeOf } from '@/lib/spoilers/mode';
import { variantSegment } from '@/lib/spoilers/variant';
import type { TenantConfig } from '@/lib/tenant/schema';
import { unroutablePath } from '@/lib/url/request-path';
import { markPrivate, sharingOf, SHARING_HEADER, VARY_HEADER } from './sharing';

const handleI18nRouting = createIntlMiddleware(routing);

const NOT_FOUND_SEGMENT = '/_not-found/';

/**
 * `/he/x/` → prefix he, path `/x/`. A bare `/he` yields the empty path, so the trailing-slash guard
 * sends it to `/he/` like any other path without its slash.
 */
function splitLocale(pathname: string): { prefix: Locale | undefined; path: string } {
  const first = pathname.split('/')[1];
  if (isLocale(first)) return { prefix: first, path: pathname.slice(first.length + 1) };
  return { prefix: undefined, path: pathname };
}

/** The route a page path names, with or without its locale prefix and trailing slash. */
export function routeOf(pathname: string) {
  const { path } = splitLocale(pathname);
  return matchRoute(path.endsWith('/') ? path : `${path}/`);
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

export function routePage(request: NextRequest, tenant: TenantConfig, route: RouteDef | undefined): Response {
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
