/**
 * Where session events send the browser (SPEC §2, §4). These are full page loads on purpose: after a
 * sign-out or an expiry nothing of the old session may survive in memory (query cache, sockets).
 */
import { isLocale } from '@/lib/i18n/locales';
import type { PublicTenant } from '@/lib/tenant/schema';

export const SESSION_EXPIRED_PARAM = 'sessionExpired';
export const DEVICE_NOT_ALLOWED_PARAM = 'deviceNoLongerAllowedError';
export const LIMIT_DATA_PARAM = 'data';
/** The login page's notice after a password reset. */
export const PASSWORD_RESET_PARAM = 'passwordReset';

type SkipTenant = Pick<PublicTenant, 'enable_skip_login_page_for_ifa_sso' | 'enable_ifa_sso'>;

/** With the ifa login skip on, /auth/login/ is never shown (the login-skip guard sends it to /). */
export const skipsLoginPage = (tenant: SkipTenant) => tenant.enable_skip_login_page_for_ifa_sso && tenant.enable_ifa_sso;

/**
 * /auth/login/ with a notice flag. Where the login page is skipped the flag rides on / instead, so
 * the notice is still shown (by the session notices) rather than lost in the guard's redirect.
 */
export function loginNoticePath(tenant: SkipTenant, flag: typeof SESSION_EXPIRED_PARAM | typeof DEVICE_NOT_ALLOWED_PARAM): string {
  // SPEC §4: an expired session on a skip tenant goes to / as such.
  if (skipsLoginPage(tenant)) return flag === SESSION_EXPIRED_PARAM ? '/' : `/?${flag}=true`;
  return `/auth/login/?${flag}=true`;
}

/** Keeps the locale prefix of the current page ('/de/…') on a locale-less portal path. */
export function withLocalePrefix(path: string, pathname: string): string {
  const first = pathname.split('/')[1];
  return isLocale(first) ? `/${first}${path}` : path;
}

/** '/de/account/' → '/account/'. */
export function withoutLocalePrefix(pathname: string): string {
  const first = pathname.split('/')[1];
  return isLocale(first) ? pathname.slice(first.length + 1) || '/' : pathname;
}

export function hardNavigate(path: string): void {
  window.location.assign(withLocalePrefix(path, window.location.pathname));
}
