import { describe, expect, it } from 'vitest';
import { matchesPattern } from '@/lib/route-pattern';
import { forcedColorModeRoutes, internalRoutePattern, matchRoute, renderedPath, routes } from '@/lib/routes';

describe('matchRoute', () => {
  it('matches static routes', () => {
    expect(matchRoute('/')?.pattern).toBe('/');
    expect(matchRoute('/account/')?.pattern).toBe('/account/');
    expect(matchRoute('/auth/login/limit/')?.pattern).toBe('/auth/login/limit/');
  });

  it('matches dynamic segments', () => {
    expect(matchRoute('/events/42/')?.pattern).toBe('/events/[eventId]/');
    expect(matchRoute('/live/football/')?.pattern).toBe('/live/[sportType]/');
    expect(matchRoute('/category/3/sub-category/9/')?.pattern).toBe('/category/[mainId]/sub-category/[subId]/');
    expect(matchRoute('/auth/oauth2/callback/ifa/')?.pattern).toBe('/auth/oauth2/callback/[provider]/');
  });

  it.each([
    ['/following/league/followed/', '/following/league/followed/'],
    ['/following/category/followed/', '/following/category/followed/'],
    ['/auth/sign-up/following/league/followed/', '/auth/sign-up/following/league/followed/'],
    ['/auth/sign-up/following/category/followed/', '/auth/sign-up/following/category/followed/'],
  ])('lets the static route %s beat a dynamic one of the same shape', (path, pattern) => {
    expect(matchRoute(path)?.pattern).toBe(pattern);
  });

  it('still gives the dynamic route for other values', () => {
    expect(matchRoute('/following/league/7/')?.pattern).toBe('/following/league/[leagueId]/');
    expect(matchRoute('/following/league/7/followed/')?.pattern).toBe('/following/league/[leagueId]/followed/');
  });

  it('tells the stats page from an event page', () => {
    expect(matchRoute('/events/stats/42/')?.pattern).toBe('/events/stats/[eventId]/');
  });

  it.each(['/no-such-page/', '/account/nope/', '/events/', '/events/42/extra/', '/events//', '//', '/team/'])(
    'gives undefined for the unknown path %s',
    (path) => {
      expect(matchRoute(path)).toBeUndefined();
    },
  );

  it('carries what the proxy and shell need: guards, forced modes, layouts', () => {
    expect(matchRoute('/account/subscription/buy/3/')?.guards).toEqual(['auth']);
    expect(matchRoute('/team/1/')?.guards).toEqual(['disable-team-page']);
    expect(matchRoute('/channels/1/')?.forcedColorMode).toBe('dark');
    expect(matchRoute('/open-app/')?.forcedColorMode).toBe('light');
    expect(matchRoute('/home/')?.layout).toBe('none');
    expect(matchRoute('/auth/login/')?.layout).toBe('auth');
  });

  it('gives the browser the forced colour modes it would find in the whole table', () => {
    const forced = forcedColorModeRoutes();
    expect(forced).toContainEqual(['/channels/[eventId]/', 'dark']);
    for (const { pattern } of routes) {
      const path = pattern.replace(/\[[^\]]+\]/g, 'x');
      expect(forced.find(([p]) => matchesPattern(p, path))?.[1], path).toBe(matchRoute(path)?.forcedColorMode);
    }
  });

  it('protects every sign-in-only page of SPEC §2 with the auth guard', () => {
    const signInOnly = routes.filter((r) => /^\/(club|recommendation|selected|account|following|payment)\//.test(r.pattern));
    expect(signInOnly.length).toBeGreaterThan(20);
    for (const route of signInOnly) expect(route.guards, route.pattern).toContain('auth');
  });

  it('has no two routes with the same pattern', () => {
    const patterns = routes.map((r) => r.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});

describe('renderedPath', () => {
  const at = (path: string, query = '') => renderedPath(path, matchRoute(path), new URLSearchParams(query));

  it('renders the plain event page from the cache and one with a content type or start time per request', () => {
    expect(at('/events/ev-1/')).toBe('/events/ev-1/');
    expect(at('/events/ev-1/', 'utm_source=mail')).toBe('/events/ev-1/');
    expect(at('/events/ev-1/', 'media_type=highlight')).toBe('/events/ev-1/query/');
    expect(at('/events/ev-1/', 't=1m30s')).toBe('/events/ev-1/query/');
  });

  it('leaves every other page as it is', () => {
    expect(at('/league/lg-1/', 't=30')).toBe('/league/lg-1/');
    expect(at('/events/stats/ev-1/', 'media_type=clip')).toBe('/events/stats/ev-1/');
  });

  it('keeps the internal route from being a public address', () => {
    expect(internalRoutePattern('/events/ev-1/query/')).toBe('/events/[eventId]/query/');
    expect(internalRoutePattern('/events/ev-1/')).toBeUndefined();
    expect(internalRoutePattern('/events/stats/ev-1/')).toBeUndefined();
  });
});
