import { describe, expect, it } from 'vitest';
import { oauthDevice } from '@/lib/api/oauth-device';
import { describeDevice } from '@/lib/device';
import { publicEnv } from '@/lib/public-env';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const LINUX_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

describe('describeDevice', () => {
  it('uses the user agent string as both device id and name', () => {
    expect(describeDevice(LINUX_CHROME)).toMatchObject({ deviceId: LINUX_CHROME, deviceName: LINUX_CHROME });
  });
  it('tells mobile, tablet and desktop apart', () => {
    expect(describeDevice(IPHONE).deviceType).toBe('mobile');
    expect(describeDevice(ANDROID).deviceType).toBe('mobile');
    expect(describeDevice(IPAD).deviceType).toBe('tablet');
    expect(describeDevice(LINUX_CHROME).deviceType).toBe('desktop');
  });
  it('reads the operating system and its version', () => {
    expect(describeDevice(IPHONE)).toMatchObject({ osName: 'iOS', osVersion: '17.4' });
    expect(describeDevice(ANDROID)).toMatchObject({ osName: 'Android', osVersion: '14' });
  });
  it("gives the portal's build id as its app version", () => {
    expect(describeDevice(LINUX_CHROME).appVersion).toBe(publicEnv.buildId);
    expect(describeDevice(LINUX_CHROME, 'b-42').appVersion).toBe('b-42');
  });
  it('becomes the token endpoint device with app_version (SPEC §7)', () => {
    expect(oauthDevice(describeDevice(IPHONE, 'b-42'))).toEqual({ id: IPHONE, name: IPHONE, os_name: 'iOS', os_version: '17.4', app_version: 'b-42' });
    expect(oauthDevice(describeDevice('', 'b-42'))).toEqual({ id: '', name: '', os_name: undefined, os_version: undefined, app_version: 'b-42' });
  });
  it('copes with an empty user agent', () => {
    expect(describeDevice('')).toMatchObject({ deviceType: 'desktop', osName: null });
  });
});
