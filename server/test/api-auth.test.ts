/** Register, login, the device limit and device management, and rate limits on sign-in calls. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GRANT_TOKEN_EXCHANGE, TOKEN_TYPE_ACCESS, TOKEN_TYPE_REFRESH, checkDeviceAnswerSchema, errorAnswerSchema, loginAnswerSchema } from '@/lib/api/contract';
import { signIn } from '../domain/sign-in';
import { PASSWORD, bearer, buildTestApp, login, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.app.close());

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
const code = (res: { json: () => unknown }) => errorAnswerSchema.parse(res.json()).messageErrorCode;

describe('register and login', () => {
  it('registers a new user and answers profile, devices and tokenData', async () => {
    const res = await post('/api/user/register', {
      email: 'New.User@Example.test',
      password: 'longenough1',
      displayName: '  Nova  ',
      strategy: 'refresh',
      device_id: 'ua-1',
      device_name: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)',
    });
    expect(res.statusCode).toBe(200);
    const { content } = loginAnswerSchema.parse(res.json());
    expect(content.profile).toMatchObject({ email: 'new.user@example.test', displayName: 'Nova', favoriteClubId: null, globalTags: false });
    expect(content.devices).toHaveLength(1);
    expect(content.devices[0]).toMatchObject({ deviceId: 'ua-1', deviceType: 'tablet', isCurrent: true });
    expect(content.device_error).toBeNull();
    const again = await post('/api/user/login', { username: 'new.user@example.test', password: 'longenough1', device_id: 'ua-1', device_name: 'x' });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a second account with the same email (409 email_taken)', async () => {
    const res = await post('/api/user/register', { email: 'viewer@demo.test', password: 'longenough1' });
    expect(res.statusCode).toBe(409);
    expect(code(res)).toBe('email_taken');
  });

  it('refuses a wrong password and an unknown user alike (401 invalid_credentials)', async () => {
    for (const username of ['viewer@demo.test', 'nobody@demo.test']) {
      const res = await post('/api/user/login', { username, password: 'wrong-password', device_id: 'd', device_name: 'd' });
      expect(res.statusCode).toBe(401);
      expect(code(res)).toBe('invalid_credentials');
    }
  });

  it('signs in every demo user with the documented password; only noclub has no favorite club', async () => {
    for (const email of ['viewer@demo.test', 'subscriber@demo.test', 'tagger@demo.test', 'noclub@demo.test']) {
      const session = await login(t.app, email);
      expect(session.profile.favoriteClubId === null).toBe(email === 'noclub@demo.test');
      expect(session.profile.globalTags).toBe(email === 'tagger@demo.test');
    }
  });
});

describe('device limit', () => {
  it('answers device_error with the devices and a restricted token when limit@ signs in on a third device', async () => {
    const res = await post('/api/user/login', {
      username: 'limit@demo.test',
      password: PASSWORD,
      device_id: 'third-device',
      device_name: 'Mozilla/5.0 (Windows NT 10.0)',
    });
    expect(res.statusCode).toBe(200);
    const { content } = loginAnswerSchema.parse(res.json());
    expect(content.device_error).toMatchObject({ code: 'device_limit_exceeded', limit: 2 });
    expect(content.devices.map((d) => d.deviceId)).toEqual(['dv-limit-tv-client', 'dv-limit-phone-client']);
    const token = content.tokenData.access_token;

    // The restricted token may only manage devices.
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/get_profile', headers: bearer(token) });
    expect(profile.statusCode).toBe(403);
    expect(code(profile)).toBe('device_restricted');
    const check = await post('/api/user/check_current_device', { device_id: 'third-device', device_name: 'x', register_new: 'no_register' }, token);
    expect(checkDeviceAnswerSchema.parse(check.json()).content).toMatchObject({ enabled: false });

    // Freeing a place and registering this device lifts the restriction of the same token.
    expect((await post('/api/user/delete_device', { deviceId: 'dv-limit-phone-client' }, token)).statusCode).toBe(204);
    const registered = checkDeviceAnswerSchema.parse(
      (await post('/api/user/check_current_device', { device_id: 'third-device', device_name: 'x', register_new: 'register' }, token)).json(),
    );
    expect(registered.content.enabled).toBe(true);
    expect(registered.content.devices.map((d) => d.deviceId)).toEqual(['dv-limit-tv-client', 'third-device']);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/get_profile', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('lets a known device sign in at the limit without device_error', async () => {
    const res = await post('/api/user/login', { username: 'limit@demo.test', password: PASSWORD, device_id: 'dv-limit-tv-client', device_name: 'TV' });
    expect(loginAnswerSchema.parse(res.json()).content.device_error).toBeNull();
  });
});

describe('device management', () => {
  it('reports the current device enabled, and disabled once deleted elsewhere (its token keeps only the device check and logout)', async () => {
    const session = await login(t.app, 'tagger@demo.test', 'tagger-laptop');
    const check = checkDeviceAnswerSchema.parse(
      (await post('/api/user/check_current_device', { device_id: 'tagger-laptop', device_name: 'x' }, session.token)).json(),
    );
    expect(check.content.enabled).toBe(true);
    expect(check.content.devices.find((d) => d.deviceId === 'tagger-laptop')?.isCurrent).toBe(true);
    const other = await login(t.app, 'tagger@demo.test', 'tagger-phone');
    expect((await post('/api/user/delete_device', { deviceId: 'tagger-laptop' }, other.token)).statusCode).toBe(204);
    const after = checkDeviceAnswerSchema.parse(
      (await post('/api/user/check_current_device', { device_id: 'tagger-laptop', device_name: 'x' }, session.token)).json(),
    );
    expect(after.content.enabled).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/get_profile', headers: bearer(session.token) })).statusCode).toBe(403);
    expect((await post('/api/user/logout', undefined, session.token)).statusCode).toBe(204);
  });

  it('a removed device stays out: registering itself again enables nothing, it cannot remove devices, and its token no longer refreshes', async () => {
    const email = 'removed-device@demo.test';
    expect((await post('/api/user/register', { email, password: PASSWORD, device_id: 'removed-a', device_name: 'x' })).statusCode).toBe(200);
    const stolen = await login(t.app, email, 'removed-a');
    const owner = await login(t.app, email, 'removed-b');
    expect((await post('/api/user/delete_device', { deviceId: 'removed-a' }, owner.token)).statusCode).toBe(204);

    // Its place is free, but the removed session may not take it.
    const again = await post('/api/user/check_current_device', { device_id: 'removed-a', device_name: 'x', register_new: 'register' }, stolen.token);
    expect(again.statusCode).toBe(200);
    expect(checkDeviceAnswerSchema.parse(again.json()).content.enabled).toBe(false);
    expect((await t.app.repos.accounts.devices((await t.app.repos.accounts.userByEmail(email))!.id)).map((d) => d.device_id)).toEqual(['removed-b']);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/get_profile', headers: bearer(stolen.token) })).statusCode).toBe(403);
    expect((await post('/api/user/delete_device', { deviceId: 'removed-b' }, stolen.token)).statusCode).toBe(403);
    const refresh = await post('/api/oauth2/token', {
      grant_type: GRANT_TOKEN_EXCHANGE,
      subject_token_type: TOKEN_TYPE_REFRESH,
      requested_token_type: TOKEN_TYPE_ACCESS,
      subject_token: stolen.tokenData.refresh_token,
      strategy: 'refresh',
    });
    expect(refresh.statusCode).toBe(401);
    expect((await post('/api/user/logout', undefined, stolen.token)).statusCode).toBe(204);
  });

  it("cannot delete another user's device (404: not among the caller's devices)", async () => {
    const viewer = await login(t.app, 'viewer@demo.test');
    const res = await post('/api/user/delete_device', { deviceId: 'dv-limit-tv-client' }, viewer.token);
    expect(res.statusCode).toBe(404);
    const limit = await login(t.app, 'limit@demo.test', 'dv-limit-tv-client');
    expect(limit.devices.some((d) => d.deviceId === 'dv-limit-tv-client')).toBe(true);
  });
});

describe('concurrent sign-ins', () => {
  it('signs one user in twice at once from a new device: both succeed and the device is listed once', async () => {
    const { content } = loginAnswerSchema.parse((await post('/api/user/register', { email: 'twice@demo.test', password: 'longenough1' })).json());
    expect(content.devices).toEqual([]);
    const user = (await t.app.repos.accounts.userByEmail('twice@demo.test'))!;
    // The sign-in rule itself, without the password check whose timing would usually keep the two apart.
    const both = await Promise.all([signIn(t.app, user, { id: 'same-browser', name: 'x' }), signIn(t.app, user, { id: 'same-browser', name: 'x' })]);
    for (const result of both) expect(result.devices.map((d) => d.deviceId)).toEqual(['same-browser']);
    expect((await t.app.repos.accounts.devices(user.id)).length).toBe(1);
  });
});

describe('rate limits', () => {
  it('answers 429 rate_limited on login past AUTH_RATE_LIMIT per minute', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const attempt = () =>
        limited.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'x@demo.test', password: 'bad', device_id: 'd', device_name: 'd' } });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect(code(await attempt())).toBe('rate_limited');
      // Other calls are not limited.
      expect((await limited.app.inject({ method: 'POST', url: '/api/event/list', payload: {} })).statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});
