/**
 * Which page answers a shared cache may keep (a CDN, nginx, the portal server's own page store), and
 * what else than the address decides them (docs/operations.md "Serving through a CDN").
 *
 * A public page is the same for every viewer: personal state (the header's name, watchlist marks)
 * is filled in by the browser. Its answer still depends on the request in two ways, which `Vary`
 * names: a path without a locale prefix is served in the locale of the `NEXT_LOCALE` cookie, else of
 * Accept-Language (SPEC §2), or redirected to that locale; and on a tenant with favorite-club
 * selection a signed-in viewer without a club is redirected to /club/ from every page (the session
 * cookie, SPEC §2); and the spoiler_free cookie picks the page with or without results
 * (docs/fan-features.md). Pages behind sign-in and the sign-in area itself stay private.
 */
import type { RouteDef } from '@/lib/routes';

/** Set by the proxy on a page answer for the portal server, which removes it: 'public' or 'private'. */
export const SHARING_HEADER = 'x-portal-share';
/** The request headers a public answer varies by (the portal server sends them as Vary). */
export const VARY_HEADER = 'x-portal-vary';

export type Sharing = { share: 'public'; vary: string[] } | { share: 'private' };

export function sharingOf({
  route,
  prefixed,
}: {
  route: Pick<RouteDef, 'guards' | 'layout'> | undefined;
  /** Whether the address starts with a locale. */
  prefixed: boolean;
}): Sharing {
  // Signed-in pages answer per session (the auth guard's redirect); the auth area holds one-time
  // tokens in its addresses (password reset) and is never worth a shared copy.
  if (!route || route.guards?.includes('auth') || route.layout === 'auth') return { share: 'private' };
  // The spoiler_free cookie picks the page's variant (lib/spoilers/variant.ts) on every public page.
  return { share: 'public', vary: prefixed ? ['Accept-Encoding', 'Cookie'] : ['Accept-Encoding', 'Accept-Language', 'Cookie'] };
}

/** An answer no shared cache keeps (a redirect that may depend on cookies or set one). */
export function markPrivate<T extends Response>(response: T): T {
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set(SHARING_HEADER, 'private');
  return response;
}
