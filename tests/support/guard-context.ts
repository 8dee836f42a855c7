/** Builds the parsed request the proxy hands to guards, for guard tests. */
import type { GuardContext } from '@/lib/guards/types';
import { matchRoute } from '@/lib/routes';
import type { SessionCookie } from '@/lib/session/cookie';
import { tenantSchema, type TenantConfig, type TenantInput } from '@/lib/tenant/schema';

export function tenant(overrides: Partial<TenantInput> = {}): TenantConfig {
  return tenantSchema.parse({ id: 'test', name: 'Test TV', name_short: 'test', ...overrides });
}

/** A dark-only tenant like the club demo: favorite club, federation login skip, no team pages. */
export const clubLike = () =>
  tenant({
    enable_favorite_club_selection: true,
    enable_ifa_sso: true,
    enable_skip_login_page_for_ifa_sso: true,
    oauth: { ifa: { authorize_url: 'https://sso.example/authorize', token_url: 'https://sso.example/token' } },
    disable_team_pages: true,
    redirects: [{ from: '/about/', to: 'https://example.org/about/' }],
  });

export function context(url: string, { tenant: t = tenant(), session = null }: { tenant?: TenantConfig; session?: SessionCookie | null } = {}): GuardContext {
  const parsed = new URL(url, 'http://portal.test');
  const path = parsed.pathname;
  return {
    tenant: t,
    path,
    search: parsed.searchParams,
    route: matchRoute(path.endsWith('/') ? path : `${path}/`),
    session,
  };
}

export const signedIn = (club = true): SessionCookie => ({ uid: '1', club });
