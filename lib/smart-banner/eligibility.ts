/**
 * Who gets the smart app banner (SPEC §1): a phone or tablet browser other than Safari (which offers
 * apps with its own banner), on a platform whose store the tenant links to, while the banner is
 * switched on and not closed. The link is the store of the device's platform.
 */
import { UAParser } from 'ua-parser-js';
import { mayOfferSmartBanner, type SmartBannerConfig } from './gate';

export type AppStore = 'appStore' | 'playStore';

export interface SmartBannerOffer {
  store: AppStore;
  url: string;
}

const SAFARI = new Set(['Safari', 'Mobile Safari']);

export function smartBannerOffer(config: SmartBannerConfig, userAgent: string, cookies: string): SmartBannerOffer | null {
  if (!mayOfferSmartBanner(config, userAgent, cookies)) return null;
  const { browser, os, device } = UAParser(userAgent);
  if ((device.type !== 'mobile' && device.type !== 'tablet') || SAFARI.has(browser.name ?? '')) return null;
  const store: AppStore | null = os.name === 'iOS' ? 'appStore' : os.name === 'Android' ? 'playStore' : null;
  const url = store === 'appStore' ? config.app_store_url : store === 'playStore' ? config.play_store_url : undefined;
  return store && url ? { store, url } : null;
}
