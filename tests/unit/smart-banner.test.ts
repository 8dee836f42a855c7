/** The smart app banner's rule (SPEC §1, §4, §9): browser, platform, tenant configuration and close cookie. */
import { describe, expect, it } from 'vitest';
import { smartBannerOffer } from '@/lib/smart-banner/eligibility';
import { closedCookieString, isSmartBannerClosed, mayOfferSmartBanner, smartBannerHiddenMinutes, type SmartBannerConfig } from '@/lib/smart-banner/gate';

const UA = {
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  samsung: 'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  iosSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadSafari: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iosChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iosFirefox: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  desktopChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.14977',
};

const APP_STORE = 'https://apps.apple.com/app/id1';
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=x';
const both: SmartBannerConfig = { enabled: true, app_store_url: APP_STORE, play_store_url: PLAY_STORE };

describe('smartBannerOffer: the browser', () => {
  it.each([
    ['Chrome on an Android phone', UA.androidChrome],
    ['Chrome on an Android tablet', UA.androidTablet],
    ['Firefox on Android', UA.androidFirefox],
    ['Samsung Internet', UA.samsung],
  ])('offers the Play Store link to %s', (_, ua) => {
    expect(smartBannerOffer(both, ua, '')).toEqual({ store: 'playStore', url: PLAY_STORE });
  });

  it.each([
    ['Chrome on iPhone', UA.iosChrome],
    ['Firefox on iPhone', UA.iosFirefox],
  ])('offers the App Store link to %s', (_, ua) => {
    expect(smartBannerOffer(both, ua, '')).toEqual({ store: 'appStore', url: APP_STORE });
  });

  it.each([
    ['Safari on iPhone (it has its own app banner)', UA.iosSafari],
    ['Safari on iPad', UA.ipadSafari],
    ['a desktop browser', UA.desktopChrome],
    ['Safari on a Mac', UA.macSafari],
    ['a phone whose platform has neither store', UA.windowsPhone],
    ['an empty user agent', ''],
  ])('offers nothing to %s', (_, ua) => {
    expect(smartBannerOffer(both, ua, '')).toBeNull();
  });
});

describe('smartBannerOffer: the tenant configuration', () => {
  it('offers nothing when the banner is switched off, links or not', () => {
    expect(smartBannerOffer({ ...both, enabled: false }, UA.androidChrome, '')).toBeNull();
  });

  it('offers nothing without any store link', () => {
    expect(smartBannerOffer({ enabled: true }, UA.androidChrome, '')).toBeNull();
  });

  it('offers nothing on a platform whose store the tenant does not link to', () => {
    expect(smartBannerOffer({ enabled: true, app_store_url: APP_STORE }, UA.androidChrome, '')).toBeNull();
    expect(smartBannerOffer({ enabled: true, play_store_url: PLAY_STORE }, UA.iosChrome, '')).toBeNull();
    expect(smartBannerOffer({ enabled: true, play_store_url: PLAY_STORE }, UA.androidChrome, '')?.store).toBe('playStore');
  });
});

describe('the close cookie', () => {
  it('hides the banner while it is set, whatever else the browser holds', () => {
    expect(smartBannerOffer(both, UA.androidChrome, 'NEXT_LOCALE=de; smart_banner_closed=1; portal_session=x')).toBeNull();
    expect(isSmartBannerClosed('smart_banner_closed=1')).toBe(true);
  });

  it('is not confused by other cookies, even with a similar name', () => {
    expect(isSmartBannerClosed('')).toBe(false);
    expect(isSmartBannerClosed('NEXT_LOCALE=de; x_smart_banner_closed=1; smart_banner_closed_old=1')).toBe(false);
    expect(smartBannerOffer(both, UA.androidChrome, 'NEXT_LOCALE=de')).not.toBeNull();
  });

  it('lasts 60 minutes in production and 2 minutes otherwise (SPEC §9)', () => {
    expect(smartBannerHiddenMinutes('production')).toBe(60);
    expect(smartBannerHiddenMinutes('development')).toBe(2);
    expect(smartBannerHiddenMinutes('test')).toBe(2);
    expect(smartBannerHiddenMinutes(undefined)).toBe(2);
    expect(closedCookieString('production', false)).toBe('smart_banner_closed=1; Max-Age=3600; Path=/; SameSite=Lax');
    expect(closedCookieString('development', true)).toBe('smart_banner_closed=1; Max-Age=120; Path=/; SameSite=Lax; Secure');
  });

  it('is what the check reads back', () => {
    const [pair] = closedCookieString('production', false).split('; ');
    expect(isSmartBannerClosed(`a=1; ${pair}`)).toBe(true);
  });
});

describe('mayOfferSmartBanner (the first-load check before the parser loads)', () => {
  it('never turns away a browser the full rule would offer the banner to', () => {
    for (const ua of Object.values(UA)) {
      if (smartBannerOffer(both, ua, '')) expect(mayOfferSmartBanner(both, ua, '')).toBe(true);
    }
  });

  it('keeps the parser off desktops, closed banners and tenants without it', () => {
    expect(mayOfferSmartBanner(both, UA.desktopChrome, '')).toBe(false);
    expect(mayOfferSmartBanner(both, UA.androidChrome, 'smart_banner_closed=1')).toBe(false);
    expect(mayOfferSmartBanner({ enabled: false, play_store_url: PLAY_STORE }, UA.androidChrome, '')).toBe(false);
    expect(mayOfferSmartBanner({ enabled: true }, UA.androidChrome, '')).toBe(false);
  });
});
