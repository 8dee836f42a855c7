import { describe, expect, it } from 'vitest';
import { reshapeDevice } from '@/lib/api/auth';
import { reshapeProfile, toSessionUser } from '@/lib/api/user';
import { expiredSessionTarget } from '@/lib/session/expire';
import { loginNoticePath, withLocalePrefix } from '@/lib/session/navigation';

const plain = { enable_skip_login_page_for_ifa_sso: false, enable_ifa_sso: false };
const skipping = { enable_skip_login_page_for_ifa_sso: true, enable_ifa_sso: true };

describe('where session events land (SPEC §2, §4)', () => {
  it('sends an expired session to /auth/login/?sessionExpired=true, keeping the locale prefix, with the way back', () => {
    expect(expiredSessionTarget(plain, '/account/')).toBe('/auth/login/?sessionExpired=true&returnTo=%2Faccount%2F');
    expect(expiredSessionTarget(plain, '/de/account/', '?tab=2')).toBe('/de/auth/login/?sessionExpired=true&returnTo=%2Faccount%2F%3Ftab%3D2');
    expect(expiredSessionTarget(plain, '/de/')).toBe('/de/auth/login/?sessionExpired=true');
  });

  it('sends it to / when the ifa login skip is on', () => {
    expect(expiredSessionTarget(skipping, '/he/live/')).toBe('/he/');
  });

  it('keeps the device flag where the login page is skipped', () => {
    expect(loginNoticePath(plain, 'deviceNoLongerAllowedError')).toBe('/auth/login/?deviceNoLongerAllowedError=true');
    expect(loginNoticePath(skipping, 'deviceNoLongerAllowedError')).toBe('/?deviceNoLongerAllowedError=true');
  });

  it('adds the locale prefix only for a locale segment', () => {
    expect(withLocalePrefix('/auth/login/', '/fr-CA/x/')).toBe('/fr-CA/auth/login/');
    expect(withLocalePrefix('/auth/login/', '/events/1/')).toBe('/auth/login/');
  });
});

describe('auth and profile answers reshaped (SPEC §3)', () => {
  it('marks the device whose deviceId is this browser as current', () => {
    const wire = { id: 'd', addedAt: 'x', updatedAt: 'y', deviceId: 'UA', deviceName: 'UA', deviceType: 'mobile' as const, osName: 'iOS', osVersion: '18' };
    expect(reshapeDevice(wire, 'UA')).toMatchObject({ isCurrent: true, deviceType: 'mobile', osName: 'iOS' });
    expect(reshapeDevice({ ...wire, isCurrent: true }, 'OTHER').isCurrent).toBe(false);
  });

  it('names displayName fullName and globalTags canCreateGlobalTag, and persists only the SPEC §3 user fields', () => {
    const p = reshapeProfile({
      id: 'u',
      added: 'a',
      email: 'e',
      displayName: 'D',
      city: 'c',
      gender: null,
      dateOfBirth: null,
      phone: null,
      countryName: 'GB',
      postalCode: null,
      identity: null,
      identityItem: null,
      globalTags: true,
      favoriteClubId: 't1',
      options: {},
    });
    expect(p).toMatchObject({ fullName: 'D', canCreateGlobalTag: true, favoriteClubId: 't1' });
    expect(toSessionUser(p)).toEqual({ id: 'u', email: 'e', fullName: 'D', countryName: 'GB', favoriteClubId: 't1' });
  });
});
