/**
 * Which page answers a shared cache may keep (a CDN, nginx, the portal server's own page store), and
 * what else than the address decides them (README "Serving through a CDN").
 *
 * A public page is the same for every viewer: personal state (the header's name, watchlist marks)
 * is filled in by the browser. Its answer still depends on the request in two ways, which `Vary`
 * names: a path without a locale prefix is served in the locale of the `NEXT_LOCALE` cookie, else of
 * Accept-Language (SPEC §2), or redirected to that locale; and on a tenant with favorite-club
 * selection a signed-in viewer without a club is redirected to /club/ from every page (the session
 * cookie, SPEC §2). Pages behind sign-in and the sign-in area itself stay private.
 */
import type { RouteDef } from '@/lib/routes';
import type { TenantConfig } from '@/lib/tenant/schema';

/** Set by the proxy on a page answer for the portal server, which removes it: 'public' or 'private'. */
export const SHARING_HEADER = 'x-portal-share';
/** The request headers a public answer varies by (the portal server sends them as Vary). */
export const VARY_HEADER = 'x-portal-vary';

export type Sharing = { share: 'public'; vary: string[] } | { share: 'private' };

export function sharingOf({
  tenant,
  route,
  prefixed,
}: {
  tenant: Pick<TenantConfig, 'enable_favorite_club_selection'>;
  route: Pick<RouteDef, 'guards' | 'layout'> | undefined;
  /** Whether the address starts with a locale. */
  prefixed: boolean;
}): Sharing {
  // Signed-in pages answer per session (the auth guard's redirect); the auth area holds one-time
  // tokens in its addresses (password reset) and is never worth a shared copy.
  if (!route || route.guards?.includes('auth') || route.layout === 'auth') return { share: 'private' };
  const vary = new Set(['Accept-Encoding']);
  if (!prefixed) {
    vary.add('Accept-Language');
    vary.add('Cookie');
  }
  if (tenant.enable_favorite_club_selection) vary.add('Cookie');
  return { share: 'public', vary: [...vary] };
}

/** An answer no shared cache keeps (a redirect that may depend on cookies or set one). */
export function markPrivate<T extends Response>(response: T): T {
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set(SHARING_HEADER, 'private');
  return response;
}
