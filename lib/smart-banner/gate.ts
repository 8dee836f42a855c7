/**
 * The smart app banner's cheap checks (SPEC §1, §4, §9), small enough for every page's first load:
 * the tenant's switch and store links, the close cookie, and whether the browser could be on a
 * platform with a store at all. They keep the banner's chunk, and its user-agent parser, off the
 * pages of desktops and of visitors who closed it; eligibility.ts makes the real decision.
 */
import type { TenantConfig } from '@/lib/tenant/schema';

export type SmartBannerConfig = TenantConfig['smart_banner'];

export const SMART_BANNER_CLOSED_COOKIE = 'smart_banner_closed';

/** SPEC §9: hidden after a close for 60 minutes in production, 2 minutes otherwise. */
export function smartBannerHiddenMinutes(environment: string | undefined): number {
  return environment === 'production' ? 60 : 2;
}

/** Only iOS and Android have the stores the banner links to; the parser tells the rest apart. */
const STORE_PLATFORM = /android|iphone|ipad|ipod/i;

export function isSmartBannerClosed(cookies: string): boolean {
  return cookies.split(/;\s*/).some((cookie) => cookie.startsWith(`${SMART_BANNER_CLOSED_COOKIE}=`));
}

export function closedCookieString(environment: string | undefined, secure: boolean): string {
  return `${SMART_BANNER_CLOSED_COOKIE}=1; Max-Age=${smartBannerHiddenMinutes(environment) * 60}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function mayOfferSmartBanner(config: SmartBannerConfig, userAgent: string, cookies: string): boolean {
  return config.enabled && Boolean(config.app_store_url || config.play_store_url) && STORE_PLATFORM.test(userAgent) && !isSmartBannerClosed(cookies);
}
