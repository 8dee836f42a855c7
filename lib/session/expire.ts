/**
 * Where an expired session ends (SPEC §4): signed out locally (no revoke — the token is already
 * dead) and sent to /auth/login/?sessionExpired=true&returnTo=…, or to / when the ifa login skip is on.
 */
import type { PublicTenant } from '@/lib/tenant/schema';
import { clearLocalSession } from './logout';
import { RETURN_TO_PARAM } from '@/lib/guards/auth';
import { loginNoticePath, SESSION_EXPIRED_PARAM, skipsLoginPage, withLocalePrefix, withoutLocalePrefix } from './navigation';

/**
 * The sign-in page comes back to the page the session ended on (its path without the locale prefix
 * and with its query, as the sign-in guard writes returnTo).
 */
export function expiredSessionTarget(
  tenant: Pick<PublicTenant, 'enable_skip_login_page_for_ifa_sso' | 'enable_ifa_sso'>,
  pathname: string,
  search = '',
): string {
  const notice = loginNoticePath(tenant, SESSION_EXPIRED_PARAM);
  const here = `${withoutLocalePrefix(pathname)}${search}`;
  const target = skipsLoginPage(tenant) || here === '/' ? notice : `${notice}&${RETURN_TO_PARAM}=${encodeURIComponent(here)}`;
  return withLocalePrefix(target, pathname);
}

let ending = false;
let leaving = false;

/**
 * Runs a deliberate end of the session (deleting the account): requests that the server refuses
 * meanwhile are not an expired session, so they send nobody to the sign-in page while the caller
 * signs out and navigates itself. If the task fails, the session stays as it was.
 */
export async function leavingSession<T>(task: () => Promise<T>): Promise<T> {
  leaving = true;
  try {
    return await task();
  } catch (error) {
    leaving = false;
    throw error;
  }
}

export function endExpiredSession(tenant: PublicTenant): void {
  // Many requests can fail at once on a dead session: sign out and navigate only once.
  if (ending || leaving) return;
  ending = true;
  clearLocalSession();
  window.location.assign(expiredSessionTarget(tenant, window.location.pathname, window.location.search));
}

/** True once the expiry path has started (other session handlers then stand back). */
export const isSessionEnding = () => ending;
