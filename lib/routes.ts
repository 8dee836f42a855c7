/**
 * Every route of SPEC §2 with what the proxy and the shell need to know about it: the layout,
 * the named guards it attaches, a forced colour mode and whether the survey is suppressed.
 * Patterns are locale-less and end in '/'; `[name]` matches one path segment.
 */
import { matchesPattern as matches } from './route-pattern';

export type LayoutName = 'home' | 'default' | 'auth' | 'none';
export type NamedGuard = 'auth' | 'disable-team-page';
export type ForcedColorMode = 'light' | 'dark' | 'system';

export interface RouteDef {
  pattern: string;
  layout: LayoutName;
  guards?: readonly NamedGuard[];
  /** SPEC §2: a page may force light or dark until the next navigation ('system' is refused). */
  forcedColorMode?: ForcedColorMode;
  /** SPEC §2 'Survey, banner and locales': routes where the survey never opens. */
  noSurvey?: boolean;
  /** Its address carries a secret (a reset link's token, a provider's answer): its requests send no Referer (docs/security.md). */
  secretAddress?: boolean;
}

const auth = ['auth'] as const;

export const routes: readonly RouteDef[] = [
  // Public, home layout
  { pattern: '/', layout: 'home' },
  { pattern: '/latest/', layout: 'home' },
  { pattern: '/search/', layout: 'home' },
  { pattern: '/archive/', layout: 'home' },
  { pattern: '/upcoming/', layout: 'home' },
  { pattern: '/highlight/', layout: 'home' },
  { pattern: '/suggested/', layout: 'home' },
  { pattern: '/live/', layout: 'home' },
  { pattern: '/live/[sportType]/', layout: 'home' },
  { pattern: '/faq/', layout: 'home' },
  { pattern: '/about/', layout: 'home' },
  { pattern: '/terms/', layout: 'home' },
  { pattern: '/privacy/', layout: 'home' },
  { pattern: '/info/[type]/', layout: 'home' },
  { pattern: '/team/[teamId]/', layout: 'home', guards: ['disable-team-page'] },
  // Public, default layout
  { pattern: '/events/[eventId]/', layout: 'default' },
  { pattern: '/events/stats/[eventId]/', layout: 'default' },
  { pattern: '/channels/[eventId]/', layout: 'default', forcedColorMode: 'dark' },
  { pattern: '/redirect/events/[referenceId]/', layout: 'default', noSurvey: true },
  { pattern: '/league/[leagueId]/', layout: 'default' },
  { pattern: '/category/[mainId]/', layout: 'default' },
  { pattern: '/category/[mainId]/sub-category/[subId]/', layout: 'default' },
  { pattern: '/multiview/', layout: 'default' },
  // No layout, no guard
  { pattern: '/home/', layout: 'none' },
  { pattern: '/open-app/', layout: 'none', noSurvey: true, forcedColorMode: 'light' },
  { pattern: '/dev-ad-test/', layout: 'none', forcedColorMode: 'dark' },
  { pattern: '/dev-error-test/', layout: 'none' },
  // The brand page (docs/white-label.md) shows the light mode beside the dark one.
  { pattern: '/_brand/', layout: 'home', noSurvey: true, forcedColorMode: 'light' },
  // Signed in
  { pattern: '/club/', layout: 'default', guards: auth, noSurvey: true },
  { pattern: '/recommendation/', layout: 'home', guards: auth },
  { pattern: '/selected/clips/', layout: 'home', guards: auth },
  { pattern: '/selected/videos/', layout: 'home', guards: auth },
  { pattern: '/account/', layout: 'default', guards: auth },
  { pattern: '/account/ppv/', layout: 'default', guards: auth },
  { pattern: '/account/ppv/[id]/', layout: 'default', guards: auth },
  { pattern: '/account/billing/', layout: 'default', guards: auth },
  { pattern: '/account/devices/', layout: 'default', guards: auth },
  { pattern: '/account/general/', layout: 'default', guards: auth },
  { pattern: '/account/password/', layout: 'default', guards: auth },
  { pattern: '/account/subscription/', layout: 'default', guards: auth },
  { pattern: '/account/subscription/[id]/', layout: 'default', guards: auth },
  { pattern: '/account/subscription/buy/[id]/', layout: 'default', guards: auth },
  { pattern: '/following/league/', layout: 'default', guards: auth },
  { pattern: '/following/league/followed/', layout: 'default', guards: auth },
  { pattern: '/following/league/[leagueId]/', layout: 'default', guards: auth },
  { pattern: '/following/league/[leagueId]/followed/', layout: 'default', guards: auth },
  { pattern: '/following/category/', layout: 'default', guards: auth },
  { pattern: '/following/category/followed/', layout: 'default', guards: auth },
  { pattern: '/following/category/[mainId]/', layout: 'default', guards: auth },
  { pattern: '/following/category/[mainId]/followed/', layout: 'default', guards: auth },
  { pattern: '/payment/success/', layout: 'auth', guards: auth, noSurvey: true },
  { pattern: '/payment/failure/', layout: 'auth', guards: auth, noSurvey: true },
  { pattern: '/payment/processing/', layout: 'auth', guards: auth, noSurvey: true },
  // Authentication area
  { pattern: '/auth/login/', layout: 'auth', noSurvey: true },
  { pattern: '/auth/login/limit/', layout: 'auth', noSurvey: true },
  { pattern: '/auth/sign-up/', layout: 'auth', noSurvey: true },
  { pattern: '/auth/sign-up/personalization/', layout: 'auth', guards: auth, noSurvey: true },
  { pattern: '/auth/sign-up/subscription/', layout: 'auth', noSurvey: true },
  { pattern: '/auth/sign-up/subscription/buy/[id]/', layout: 'auth', noSurvey: true },
  { pattern: '/auth/sign-up/subscription/code/', layout: 'auth', guards: auth, noSurvey: true },
  { pattern: '/auth/sign-up/following/league/', layout: 'auth', noSurvey: true },
  { pattern: '/auth/sign-up/following/league/followed/', layout: 'auth', noSurvey: true },
  { pattern: '/auth/sign-up/following/league/[leagueId]/', layout: 'auth', noSurvey: true },
  { pattern: '/auth/sign-up/following/category/', layout: 'auth', noSurvey: true },
  { pattern: '/auth/sign-up/following/category/followed/', layout: 'auth', noSurvey: true },
  { pattern: '/auth/sign-up/following/category/[mainId]/', layout: 'auth', noSurvey: true },
  { pattern: '/auth/password/forgot/', layout: 'auth', noSurvey: true },
  { pattern: '/auth/password/reset/', layout: 'auth', noSurvey: true, secretAddress: true },
  { pattern: '/auth/oauth2/callback/[provider]/', layout: 'auth', noSurvey: true, secretAddress: true },
];

/** The route for a locale-less path ending in '/', or undefined (a 404). Static segments win. */
export function matchRoute(path: string): RouteDef | undefined {
  const dynamicSegments = (r: RouteDef) => r.pattern.split('[').length;
  return routes.filter((r) => matches(r.pattern, path)).sort((x, y) => dynamicSegments(x) - dynamicSegments(y))[0];
}

/**
 * The routes that force a colour mode, as [pattern, mode]: what the theme provider matches in the
 * browser instead of this whole table (the tests check that no other route shadows one of them).
 */
export const forcedColorModeRoutes = (): [string, ForcedColorMode][] =>
  routes.flatMap((r) => (r.forcedColorMode ? [[r.pattern, r.forcedColorMode] as [string, ForcedColorMode]] : []));

/**
 * The event page is cached, except for an address whose query names a content type or a start time
 * (SPEC §2 'Event detail page'): the proxy renders that one per request on this internal route, which
 * is no public address (asked for directly, it is the 404 page).
 */
const EVENT_PATTERN = '/events/[eventId]/';
const EVENT_QUERY_PATTERN = '/events/[eventId]/query/';
const EVENT_QUERY_PARAMS = ['media_type', 't'] as const;

/** The internal route a path names (the proxy's rewrite target), or undefined. */
export const internalRoutePattern = (path: string): string | undefined => (matches(EVENT_QUERY_PATTERN, path) ? EVENT_QUERY_PATTERN : undefined);

/** The path of the page that renders a public page path (ending in '/') with this query. */
export function renderedPath(path: string, route: RouteDef | undefined, search: URLSearchParams): string {
  return route?.pattern === EVENT_PATTERN && EVENT_QUERY_PARAMS.some((name) => search.has(name)) ? `${path}query/` : path;
}
