/**
 * Where an expired session ends (SPEC §4): signed out locally (no revoke — the token is already
 * dead) and sent to /auth/login/?sessionExpired=true, or to / when the ifa login skip is on.
 */
import type { PublicTenant } from '@/lib/tenant/schema';
import { isLocale } from '@/lib/i18n/locales';
import { useSessionStore } from '@/stores/session-store';

export function expiredSessionTarget(tenant: Pick<PublicTenant, 'enable_skip_login_page_for_ifa_sso' | 'enable_ifa_sso'>, pathname: string): string {
  const first = pathname.split('/')[1];
  const prefix = isLocale(first) ? `/${first}` : '';
  return tenant.enable_skip_login_page_for_ifa_sso && tenant.enable_ifa_sso ? `${prefix}/` : `${prefix}/auth/login/?sessionExpired=true`;
}

export function endExpiredSession(tenant: PublicTenant): void {
  useSessionStore.getState().clear();
  window.location.assign(expiredSessionTarget(tenant, window.location.pathname));
}
