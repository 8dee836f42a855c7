import { describe, expect, it } from 'vitest';
import { authGuard, LOGIN_PATH } from '@/lib/guards/auth';
import { runGuards } from '@/lib/guards/chain';
import { disableTeamPageGuard } from '@/lib/guards/disable-team-page';
import { favoriteClubGuard } from '@/lib/guards/favorite-club';
import { loginSkipGuard } from '@/lib/guards/login-skip';
import { redirectRulesGuard } from '@/lib/guards/redirect-rules';
import { storeUrlGuard } from '@/lib/guards/store-url';
import { trailingSlashGuard } from '@/lib/guards/trailing-slash';
import { clubLike, context, signedIn, tenant } from '../support/guard-context';

const next = { kind: 'continue' };
const notFound = { kind: 'not-found' };
const redirectTo = (to: string, permanent?: boolean) => (permanent === undefined ? { kind: 'redirect', to } : { kind: 'redirect', to, permanent });

describe('trailing-slash guard', () => {
  it('permanently redirects a path without a slash, keeping the query', () => {
    expect(trailingSlashGuard(context('/latest?a=1&b=2'))).toEqual(redirectTo('/latest/?a=1&b=2', true));
  });
  it('permanently redirects a path without a slash and without a query', () => {
    expect(trailingSlashGuard(context('/events/42'))).toEqual(redirectTo('/events/42/', true));
  });
  it('keeps an encoded query value intact', () => {
    const result = trailingSlashGuard(context('/search?q=a%26b%20c'));
    expect(result).toMatchObject({ kind: 'redirect', permanent: true });
    const to = new URL((result as { to: string }).to, 'http://x');
    expect(to.pathname).toBe('/search/');
    expect(to.searchParams.get('q')).toBe('a&b c');
  });
  it('lets a path with a slash through', () => {
    expect(trailingSlashGuard(context('/latest/'))).toEqual(next);
    expect(trailingSlashGuard(context('/'))).toEqual(next);
  });
});

describe('store-url guard', () => {
  // The hosts of the smart banner's store links, plus one listed in the tenant file.
  const stores = tenant({
    smart_banner: { enabled: true, app_store_url: 'https://apps.apple.com/app/id1', play_store_url: 'https://play.google.com/store/apps/details?id=x' },
    security: { store_url_hosts: ['store.example.org'] },
  });
  const guard = (url: string) => storeUrlGuard(context(url, { tenant: stores }));

  it("sends the root to a storeUrl on the smart banner's store hosts", () => {
    expect(guard('/?storeUrl=https://apps.apple.com/app/id1')).toEqual(redirectTo('https://apps.apple.com/app/id1'));
    expect(guard(`/?storeUrl=${encodeURIComponent('https://play.google.com/store/apps/details?id=x&hl=de')}`)).toEqual(
      redirectTo('https://play.google.com/store/apps/details?id=x&hl=de'),
    );
  });
  it('sends the root to a storeUrl on a host listed in the tenant file, keeping its query', () => {
    const storeUrl = encodeURIComponent('http://store.example.org/app?id=5&ref=portal');
    expect(guard(`/?storeUrl=${storeUrl}`)).toEqual(redirectTo('http://store.example.org/app?id=5&ref=portal'));
  });
  it('hands the proxy the parsed address, so a loose spelling still reads as external', () => {
    expect(guard('/?storeUrl=https:apps.apple.com/x')).toEqual(redirectTo('https://apps.apple.com/x'));
    expect(guard(`/?storeUrl=${encodeURIComponent('  HTTPS://Apps.Apple.com/x')}`)).toEqual(redirectTo('https://apps.apple.com/x'));
  });
  it.each([
    ['another host', 'https://evil.example/x'],
    ['a host that merely ends like a store', 'https://evilapps.apple.com/x'],
    ['a subdomain of a store host', 'https://evil.apps.apple.com/x'],
    ['userinfo that looks like a store host', 'https://apps.apple.com@evil.example/x'],
    ['userinfo on a store host', 'https://user:pw@apps.apple.com/x'],
    ['an encoded userinfo trick', 'https://apps.apple.com%40evil.example/x'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['JavaScript: in capitals', 'JavaScript:alert(1)'],
    ['javascript: behind whitespace', ' \tjavascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['a relative path', '/account/'],
    ['a protocol-relative address', '//evil.example.org/'],
    ['a protocol-relative store host', '//apps.apple.com/x'],
    ['a backslash trick', '/\\evil.example'],
    ['the text "undefined"', 'undefined'],
    ['an empty value', ''],
    ['not a URL at all', 'not a url'],
  ])('ignores %s and serves the page', (_, storeUrl) => {
    expect(guard(`/?storeUrl=${encodeURIComponent(storeUrl)}`)).toEqual(next);
  });
  it('ignores every storeUrl for a tenant without store links or listed hosts', () => {
    expect(storeUrlGuard(context('/?storeUrl=https://apps.apple.com/app/id1'))).toEqual(next);
  });
  it('is read on the root only', () => {
    expect(guard('/live/?storeUrl=https://apps.apple.com/x')).toEqual(next);
  });
  it('does nothing without the parameter', () => {
    expect(guard('/')).toEqual(next);
  });
});

describe('favorite-club guard', () => {
  const club = clubLike();
  it.each(['/', '/live/', '/account/', '/auth/login/', '/no-such-page/'])('sends a signed-in user without a club from %s to /club/', (path) => {
    expect(favoriteClubGuard(context(path, { tenant: club, session: signedIn(false) }))).toEqual(redirectTo('/club/'));
  });
  it('lets /club/ itself through (no loop)', () => {
    expect(favoriteClubGuard(context('/club/', { tenant: club, session: signedIn(false) }))).toEqual(next);
  });
  it('lets a user who has chosen a club through', () => {
    expect(favoriteClubGuard(context('/live/', { tenant: club, session: signedIn(true) }))).toEqual(next);
  });
  it('does not apply to anonymous visitors', () => {
    expect(favoriteClubGuard(context('/live/', { tenant: club }))).toEqual(next);
  });
  it('does not apply when the tenant has no favorite-club selection', () => {
    expect(favoriteClubGuard(context('/live/', { tenant: tenant(), session: signedIn(false) }))).toEqual(next);
  });
});

describe('login-skip guard', () => {
  it('sends /auth/login/ to / when the ifa sign-on skip is on and the provider is available', () => {
    expect(loginSkipGuard(context('/auth/login/?returnTo=%2Faccount%2F', { tenant: clubLike() }))).toEqual(redirectTo('/'));
  });
  it('leaves other auth pages alone', () => {
    expect(loginSkipGuard(context('/auth/login/limit/', { tenant: clubLike() }))).toEqual(next);
    expect(loginSkipGuard(context('/auth/sign-up/', { tenant: clubLike() }))).toEqual(next);
  });
  it('shows the login page when the skip is off', () => {
    expect(loginSkipGuard(context('/auth/login/', { tenant: tenant({ enable_ifa_sso: true }) }))).toEqual(next);
  });
  it('shows the login page when the federation provider is not available', () => {
    // The schema refuses this combination in a file; the guard still checks both flags.
    const skipWithoutProvider = { ...tenant(), enable_skip_login_page_for_ifa_sso: true, enable_ifa_sso: false };
    expect(loginSkipGuard(context('/auth/login/', { tenant: skipWithoutProvider }))).toEqual(next);
  });
});

describe('redirect-rules guard', () => {
  const rules = tenant({
    redirects: [
      { from: '/info/app/', to: '/open-app/' },
      { from: '/about/', to: 'https://example.org/about/', permanent: true },
    ],
  });
  it('redirects a path with a rule to a portal path', () => {
    expect(redirectRulesGuard(context('/info/app/', { tenant: rules }))).toEqual(redirectTo('/open-app/', false));
  });
  it('redirects to an external address, permanently when the rule says so', () => {
    expect(redirectRulesGuard(context('/about/', { tenant: rules }))).toEqual(redirectTo('https://example.org/about/', true));
  });
  it('matches whole paths only', () => {
    expect(redirectRulesGuard(context('/info/app/more/', { tenant: rules }))).toEqual(next);
    expect(redirectRulesGuard(context('/info/', { tenant: rules }))).toEqual(next);
  });
  it('does nothing for a tenant without rules', () => {
    expect(redirectRulesGuard(context('/info/app/'))).toEqual(next);
  });
});

describe('auth guard', () => {
  it('sends an anonymous visitor to sign-in with the encoded return path', () => {
    expect(authGuard(context('/account/'))).toEqual(redirectTo(`${LOGIN_PATH}?returnTo=%2Faccount%2F`));
  });
  it('encodes the query of the return path as one parameter value', () => {
    const result = authGuard(context('/account/billing/?tab=cards&x=a%26b'));
    expect(result).toEqual(redirectTo('/auth/login/?returnTo=%2Faccount%2Fbilling%2F%3Ftab%3Dcards%26x%3Da%2526b'));
    const returnTo = new URL((result as { to: string }).to, 'http://x').searchParams.get('returnTo');
    expect(returnTo).toBe('/account/billing/?tab=cards&x=a%26b');
  });
  it('lets a signed-in user through', () => {
    expect(authGuard(context('/account/', { session: signedIn() }))).toEqual(next);
  });
});

describe('disable-team-page guard', () => {
  it('answers not found when the tenant disables team pages', () => {
    expect(disableTeamPageGuard(context('/team/1/', { tenant: clubLike() }))).toEqual(notFound);
  });
  it('continues when team pages are on', () => {
    expect(disableTeamPageGuard(context('/team/1/'))).toEqual(next);
  });
});

describe('the guard chain', () => {
  const club = clubLike();

  it('runs the named guards a route attaches', () => {
    expect(runGuards(context('/account/'))).toEqual(redirectTo('/auth/login/?returnTo=%2Faccount%2F'));
    expect(runGuards(context('/team/1/', { tenant: club }))).toEqual(notFound);
    expect(runGuards(context('/team/1/'))).toEqual(next);
  });
  it('does not ask for sign-in on a public route or an unknown path', () => {
    expect(runGuards(context('/live/'))).toEqual(next);
    expect(runGuards(context('/no-such-page/'))).toEqual(next);
  });
  it('adds the trailing slash before any other guard looks at the path', () => {
    // /account would also need sign-in, and /auth/login would be skipped on the club tenant.
    expect(runGuards(context('/account?tab=1'))).toEqual(redirectTo('/account/?tab=1', true));
    expect(runGuards(context('/auth/login', { tenant: club }))).toEqual(redirectTo('/auth/login/', true));
    expect(runGuards(context('/team/1', { tenant: club }))).toEqual(redirectTo('/team/1/', true));
  });
  it('honours storeUrl before sending a user without a club to /club/', () => {
    const clubWithStore = tenant({ ...clubLike(), id: 'club', security: { store_url_hosts: ['example.org'] } });
    expect(runGuards(context('/?storeUrl=https://example.org/x', { tenant: clubWithStore, session: signedIn(false) }))).toEqual(
      redirectTo('https://example.org/x'),
    );
  });
  it('sends a user without a club to /club/ before the login skip', () => {
    expect(runGuards(context('/auth/login/', { tenant: club, session: signedIn(false) }))).toEqual(redirectTo('/club/'));
    expect(runGuards(context('/auth/login/', { tenant: club, session: signedIn(true) }))).toEqual(redirectTo('/'));
  });
  it('sends a user without a club to /club/ before the redirect rules', () => {
    expect(runGuards(context('/about/', { tenant: club, session: signedIn(false) }))).toEqual(redirectTo('/club/'));
    expect(runGuards(context('/about/', { tenant: club }))).toEqual(redirectTo('https://example.org/about/', false));
  });
  it('applies the login skip before the redirect rules', () => {
    const both = tenant({ ...clubLike(), id: 'both', redirects: [{ from: '/auth/login/', to: '/faq/' }] });
    expect(runGuards(context('/auth/login/', { tenant: both }))).toEqual(redirectTo('/'));
  });
  it('applies the redirect rules before the named guards', () => {
    const teamRule = tenant({ disable_team_pages: true, redirects: [{ from: '/team/1/', to: '/league/1/' }] });
    expect(runGuards(context('/team/1/', { tenant: teamRule }))).toEqual(redirectTo('/league/1/', false));
    const accountRule = tenant({ redirects: [{ from: '/account/', to: '/faq/' }] });
    expect(runGuards(context('/account/', { tenant: accountRule }))).toEqual(redirectTo('/faq/', false));
  });
  it('lets /club/ through for a user without a club but still asks an anonymous visitor to sign in there', () => {
    expect(runGuards(context('/club/', { tenant: club, session: signedIn(false) }))).toEqual(next);
    expect(runGuards(context('/club/', { tenant: club }))).toEqual(redirectTo('/auth/login/?returnTo=%2Fclub%2F'));
  });
});
