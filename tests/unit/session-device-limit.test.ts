import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { checkDevice } from '@/lib/session/device-check';
import { decodeLimitData, deviceLimitTarget, type LimitData } from '@/lib/session/device-limit';
import type { SessionDeps } from '@/lib/session/deps';
import { removeDeviceAndSignIn } from '@/lib/session/limit-flow';
import type { PublicTenant } from '@/lib/tenant/schema';
import { device, fakeApi, fakeSinks, fakeStore, wireProfile } from '@/tests/support/session-fakes';

const data: LimitData = {
  token: 'restricted',
  provider: 'credentials',
  username: 'zoë@example.org',
  password: 'pä$$ wörd/+=',
  refreshToken: 'rt',
  expiresIn: 5,
};

const tenant = (over: { newFlow?: boolean; skip?: boolean } = {}) =>
  ({
    id: 'demo',
    settings: { device_limit_new_flow: over.newFlow ?? false },
    enable_skip_login_page_for_ifa_sso: over.skip ?? false,
    enable_ifa_sso: over.skip ?? false,
  }) as unknown as PublicTenant;

describe('device-limit data parameter of old links (SPEC §2)', () => {
  it('decodes token, provider and credentials from URL-safe base64 of UTF-8 JSON', () => {
    expect(decodeLimitData(Buffer.from(JSON.stringify(data)).toString('base64url'))).toEqual(data);
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['not base64', '%%%garbage'],
    ['base64 of non-JSON', Buffer.from('hello').toString('base64url')],
    ['JSON without token', Buffer.from(JSON.stringify({ provider: 'google' })).toString('base64url')],
    ['an unknown provider', Buffer.from(JSON.stringify({ token: 't', provider: 'myspace' })).toString('base64url')],
    ['invalid UTF-8', Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url')],
    ['an absurd length', 'A'.repeat(20_000)],
  ])('decodes %s to null instead of throwing', (_, raw) => {
    expect(decodeLimitData(raw)).toBeNull();
  });
});

describe('device-limit branching (SPEC §4)', () => {
  it('goes to the limit page with the data to keep aside, none of it in the path, when the new flow is off', () => {
    expect(deviceLimitTarget(tenant(), data)).toEqual({ path: '/auth/login/limit/', signOut: false, pending: data });
  });

  it('signs out to /auth/login/ with the device flag when the new flow is on', () => {
    expect(deviceLimitTarget(tenant({ newFlow: true }), data)).toEqual({ path: '/auth/login/?deviceNoLongerAllowedError=true', signOut: true });
  });

  it('keeps the flag on / where the ifa login skip hides the login page', () => {
    expect(deviceLimitTarget(tenant({ newFlow: true, skip: true }), data).path).toBe('/?deviceNoLongerAllowedError=true');
  });
});

function checkDeps(t: PublicTenant, answer: () => unknown) {
  const { api } = fakeApi({ checkCurrentDevice: answer });
  const { store } = fakeStore({ token: 'at', userTokenData: { token: 'at', tokenExpirationTime: 60, tokenUpdateTime: 1, refreshToken: 'rt' } });
  return { api, tenant: t, tenantId: t.id, device, origin: 'http://portal.test', store, ...fakeSinks() } as unknown as SessionDeps;
}

const wireDevice = {
  id: 'd1',
  addedAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  deviceId: 'UA/1.0',
  deviceName: 'UA/1.0',
  deviceType: 'desktop',
  osName: null,
  osVersion: null,
};

describe('device check of a signed-in session (SPEC §4, §8)', () => {
  it('accepts an enabled device and gives the device list', async () => {
    const outcome = await checkDevice(checkDeps(tenant(), () => ({ content: { enabled: true, devices: [wireDevice] } })));
    expect(outcome).toMatchObject({ kind: 'allowed', devices: [{ deviceId: 'UA/1.0', isCurrent: true }] });
  });

  it('treats a device that is not enabled as the device limit: the limit page, or sign-out with the new flow', async () => {
    const old = await checkDevice(checkDeps(tenant(), () => ({ content: { enabled: false, devices: [] } })));
    expect(old).toEqual({
      kind: 'leave',
      signOut: false,
      path: '/auth/login/limit/',
      pending: { token: 'at', provider: 'credentials', refreshToken: 'rt', expiresIn: 60 },
    });
    const next = await checkDevice(checkDeps(tenant({ newFlow: true }), () => ({ content: { enabled: false, devices: [] } })));
    expect(next).toEqual({ kind: 'leave', signOut: true, path: '/auth/login/?deviceNoLongerAllowedError=true' });
  });

  it('signs out to the device flag when the check fails', async () => {
    const outcome = await checkDevice(checkDeps(tenant(), () => Promise.reject(new ApiError('Forbidden', 'forbidden', 403))));
    expect(outcome).toEqual({ kind: 'leave', signOut: true, path: '/auth/login/?deviceNoLongerAllowedError=true' });
  });

  it('leaves refresh_token_failed to the expiry path, and a network failure changes nothing', async () => {
    expect(await checkDevice(checkDeps(tenant(), () => Promise.reject(new ApiError('Expired Session ', 'refresh_token_failed', 401))))).toEqual({
      kind: 'ignore',
    });
    expect(await checkDevice(checkDeps(tenant(), () => Promise.reject(new ApiError('Network error', 'network_error', 0))))).toEqual({ kind: 'ignore' });
  });
});

describe('finishing the sign-in on the limit page', () => {
  const profileAnswer = {
    content: wireProfile(),
  };
  const tokenData = { access_token: 'full', expires_in: 3600, refresh_token: 'rt-full' };

  it('deletes the device with the restricted token, then signs in again with the credentials', async () => {
    const { api, calls } = fakeApi({
      deleteDevice: () => undefined,
      login: () => ({ content: { profile: profileAnswer.content, devices: [wireDevice], device_error: null, tokenData } }),
      logout: () => undefined,
    });
    const { slice, store } = fakeStore();
    const deps = { api, tenant: tenant(), tenantId: 'demo', device, origin: 'http://portal.test', store, ...fakeSinks() } as unknown as SessionDeps;
    await removeDeviceAndSignIn(deps, data, 'other-device');
    expect(calls[0]).toEqual({ name: 'deleteDevice', input: { body: { deviceId: 'other-device' }, token: 'restricted' } });
    expect(calls[1]?.name).toBe('login');
    expect(calls[1]?.input).toMatchObject({ body: { username: data.username, password: data.password, device_id: 'UA/1.0' } });
    expect(slice.removeDevice).toHaveBeenCalledWith('other-device');
    expect(slice.signIn).toHaveBeenCalledWith(expect.objectContaining({ tokenData: expect.objectContaining({ token: 'full' }) }));
  });

  it('for a social sign-in registers this device on the restricted session and keeps its tokens', async () => {
    const { api, calls } = fakeApi({
      deleteDevice: () => undefined,
      checkCurrentDevice: () => ({ content: { enabled: true, devices: [wireDevice] } }),
      getProfile: () => profileAnswer,
    });
    const { slice, store } = fakeStore();
    const deps = { api, tenant: tenant(), tenantId: 'demo', device, origin: 'http://portal.test', store, ...fakeSinks() } as unknown as SessionDeps;
    await removeDeviceAndSignIn(deps, { token: 'restricted', provider: 'google', refreshToken: 'rt', expiresIn: 5 }, 'other-device');
    expect(calls.map((c) => c.name)).toEqual(['deleteDevice', 'checkCurrentDevice', 'getProfile']);
    expect(calls[1]?.input).toMatchObject({ body: { register_new: 'register' }, token: 'restricted' });
    expect(slice.signIn).toHaveBeenCalledWith(
      expect.objectContaining({ tokenData: expect.objectContaining({ token: 'restricted', refreshToken: 'rt', tokenExpirationTime: 5 }) }),
    );
  });
});
