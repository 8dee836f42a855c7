import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { DeviceLimitError } from '@/lib/session/device-limit';
import { runSignIn } from '@/lib/session/sign-in';
import { fakeSinks, fakeStore, signInResult } from '@/tests/support/session-fakes';

function deps() {
  const { slice, store } = fakeStore();
  const sinks = fakeSinks();
  return { slice, sinks, deps: { tenantId: 'demo', store, ...sinks } };
}

describe('sign-in rules (SPEC §4)', () => {
  it('stores user, tokens and devices, tags the push tool, identifies and tracks a login', async () => {
    const { slice, sinks, deps: d } = deps();
    const result = signInResult();
    await expect(runSignIn(d, { method: 'credentials', mode: 'signin', attempt: async () => result })).resolves.toBe(result);
    expect(slice.signIn).toHaveBeenCalledWith({
      user: { id: 'u-1', email: 'ada@example.org', fullName: 'Ada Lovelace', countryName: 'GB', favoriteClubId: null },
      tokenData: result.tokenData,
      devices: result.devices,
    });
    expect(sinks.push.tagUser).toHaveBeenCalledWith('u-1');
    expect(sinks.analytics.identify).toHaveBeenCalledWith('u-1', {
      email: 'ada@example.org',
      name: 'Ada Lovelace',
      country: 'GB',
      tenant: 'demo',
      last_sign_method: 'credentials',
    });
    expect(sinks.analytics.track).toHaveBeenCalledWith('login', { method: 'credentials' });
  });

  it('tracks sign_up for the sign-up mode and for a social sign-in that created the account', async () => {
    const a = deps();
    await runSignIn(a.deps, { method: 'credentials', mode: 'signup', attempt: async () => signInResult() });
    expect(a.sinks.analytics.track).toHaveBeenCalledWith('sign_up', { method: 'credentials' });
    const b = deps();
    await runSignIn(b.deps, { method: 'google', mode: 'signin', attempt: async () => signInResult({ isRegister: true }) });
    expect(b.sinks.analytics.track).toHaveBeenCalledWith('sign_up', { method: 'google' });
  });

  it('tracks a failed login with the code and message, then rethrows', async () => {
    const { slice, sinks, deps: d } = deps();
    const error = new ApiError('Invalid email or password', 'invalid_credentials', 401);
    await expect(runSignIn(d, { method: 'credentials', mode: 'signin', attempt: async () => Promise.reject(error) })).rejects.toBe(error);
    expect(sinks.analytics.track).toHaveBeenCalledWith('failed_login', {
      method: 'credentials',
      code: 'invalid_credentials',
      message: 'Invalid email or password',
    });
    expect(slice.signIn).not.toHaveBeenCalled();
    expect(sinks.push.tagUser).not.toHaveBeenCalled();
  });

  it('does not track a failed login when the method was sign-up', async () => {
    const { sinks, deps: d } = deps();
    await expect(
      runSignIn(d, { method: 'credentials', mode: 'signup', attempt: async () => Promise.reject(new ApiError('taken', 'email_taken', 409)) }),
    ).rejects.toThrow('taken');
    expect(sinks.analytics.track).not.toHaveBeenCalled();
  });

  it('with a device error stores the device list and fails with device_limit_exceeded, keeping token and provider', async () => {
    const { slice, sinks, deps: d } = deps();
    const result = signInResult({ deviceError: { code: 'device_limit_exceeded', message: 'Device Limit Exceeded', limit: 2 } });
    const failure = runSignIn(d, {
      method: 'credentials',
      mode: 'signin',
      credentials: { username: 'ada@example.org', password: 'pw' },
      attempt: async () => result,
    });
    await expect(failure).rejects.toBeInstanceOf(DeviceLimitError);
    const error = (await failure.catch((e: unknown) => e)) as DeviceLimitError;
    expect(error.code).toBe('device_limit_exceeded');
    expect(error.message).toBe('Device Limit Exceeded');
    expect(error.pending).toEqual({
      token: 'at-1',
      refreshToken: 'rt-1',
      expiresIn: 3600,
      provider: 'credentials',
      username: 'ada@example.org',
      password: 'pw',
    });
    expect(slice.setDevices).toHaveBeenCalledWith(result.devices);
    expect(slice.signIn).not.toHaveBeenCalled();
    expect(sinks.analytics.track).toHaveBeenCalledWith('failed_login', expect.objectContaining({ code: 'device_limit_exceeded' }));
  });

  it('keeps no credentials in the device-limit data of a social sign-in', async () => {
    const { deps: d } = deps();
    const result = signInResult({ deviceError: { code: 'device_limit_exceeded', message: 'Device Limit Exceeded' } });
    const error = (await runSignIn(d, { method: 'ifa', mode: 'signin', attempt: async () => result }).catch((e: unknown) => e)) as DeviceLimitError;
    expect(error.pending).toEqual({ token: 'at-1', refreshToken: 'rt-1', expiresIn: 3600, provider: 'ifa' });
  });
});
