/**
 * Where an expired session ends (SPEC §4): signed out locally (no revoke — the token is already
 * dead) and sent to /auth/login/?sessionExpired=true, or to / when the ifa login skip is on.
 */
import type { PublicTenant } from '@/lib/tenant/schema';
import { clearLocalSession } from './logout';
import { loginNoticePath, SESSION_EXPIRED_PARAM, withLocalePrefix } from './navigation';

export function expiredSessionTarget(tenant: Pick<PublicTenant, 'enable_skip_login_page_for_ifa_sso' | 'enable_ifa_sso'>, pathname: string): string {
  return withLocalePrefix(loginNoticePath(tenant, SESSION_EXPIRED_PARAM), pathname);
}

let ending = false;

export function endExpiredSession(tenant: PublicTenant): void {
  // Many requests can fail at once on a dead session: sign out and navigate only once.
  if (ending) return;
  ending = true;
  clearLocalSession();
  window.location.assign(expiredSessionTarget(tenant, window.location.pathname));
}

/** True once the expiry path has started (other session handlers then stand back). */
export const isSessionEnding = () => ending;
