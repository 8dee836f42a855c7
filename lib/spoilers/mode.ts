/**
 * Spoiler-free viewing (docs/fan-features.md "Spoiler-free viewing"): the cookie that holds the
 * viewer's mode, which the server reads to choose a page's variant (the modes themselves, and what
 * they leave out, are the wire contract's: lib/api/contract/results.ts).
 */
import { isSpoilerMode, type SpoilerMode } from '@/lib/api/contract/results';

/** Visitors' choice, and the mirror of a signed-in viewer's profile setting (operators and QA rely on the name). */
export const SPOILER_COOKIE = 'spoiler_free';
/** A year, like the locale cookie: the choice outlives the session. */
export const SPOILER_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The mode of a request: its cookie when valid, else the tenant's default for new visitors. */
export const spoilerModeOf = (cookie: string | undefined, tenantDefault: SpoilerMode): SpoilerMode => (isSpoilerMode(cookie) ? cookie : tenantDefault);

/** document.cookie for the viewer's mode: readable by the proxy (which picks the variant), lax so navigations carry it. */
export function spoilerCookieString(mode: SpoilerMode, secure: boolean): string {
  return `${SPOILER_COOKIE}=${mode}; Max-Age=${SPOILER_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
