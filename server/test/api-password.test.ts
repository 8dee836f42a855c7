/** Forgotten password (outbox), reset with a single-use expiring token, change with the current password. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorAnswerSchema, loginAnswerSchema } from '@/lib/api/contract';
import { PASSWORD_RESET_TTL_MS } from '../routes/passwords';
import { admin, bearer, buildTestApp, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.app.close());

const post = (url: string, payload: unknown, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...headers, ...(token ? bearer(token) : {}) } });
const code = (res: { json: () => unknown }) => errorAnswerSchema.parse(res.json()).messageErrorCode;
const outbox = (email: string) => t.app.inject({ method: 'GET', url: `/admin/outbox/password-reset?email=${encodeURIComponent(email)}`, headers: admin });

let n = 0;
/** A fresh account with a signed-in session. */
async function freshUser(password = 'first-password') {
  n += 1;
  const email = `pw${n}@demo.test`;
  const res = await post('/api/user/register', { email, password, device_id: `pw-device-${n}`, device_name: 'x' });
  expect(res.statusCode, res.body).toBe(200);
  const { tokenData } = loginAnswerSchema.parse(res.json()).content;
  return { email, token: tokenData.access_token, refresh: tokenData.refresh_token };
}

const signIn = (email: string, password: string) => post('/api/user/login', { username: email, password, device_id: 'pw-login', device_name: 'x' });
const refresh = (token: string) =>
  post('/api/oauth2/token', {
    grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
    subject_token_type: 'urn:ietf:params:oauth:token-type:refresh_token',
    subject_token: token,
  });

async function requestReset(email: string) {
  const res = await post('/api/user/forgot_password', { email, reset_url: 'http://localhost:3000/de/auth/password/reset/' });
  expect(res.statusCode, res.body).toBe(204);
  const mail = await outbox(email);
  expect(mail.statusCode, mail.body).toBe(200);
  return mail.json<{ token: string; link: string | null }>();
}

describe('forgot password', () => {
  it('answers 204 for known and unknown addresses alike; only a known one gets mail', async () => {
    const { email } = await freshUser();
    const known = await post('/api/user/forgot_password', { email: email.toUpperCase() });
    const unknown = await post('/api/user/forgot_password', { email: 'nobody-here@demo.test' });
    expect([known.statusCode, unknown.statusCode]).toEqual([204, 204]);
    expect(known.body).toBe(unknown.body);
    expect((await outbox(email)).statusCode).toBe(200);
    expect((await outbox('nobody-here@demo.test')).statusCode).toBe(404);
  });

  it('mails a link to the portal reset page carrying the token, stored only as a hash', async () => {
    const { email } = await freshUser();
    const mail = await requestReset(email);
    expect(mail.token).toMatch(/^pr_[\w-]{40,}$/);
    expect(mail.link).toBe(`http://localhost:3000/de/auth/password/reset/?token=${mail.token}`);
    const rows = await t.app.db.selectFrom('password_resets').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === mail.token)).toBe(false);
  });

  it('builds the link from an allowed Origin when no reset_url is given, and refuses foreign reset_urls', async () => {
    const { email } = await freshUser();
    await post('/api/user/forgot_password', { email }, undefined, { origin: 'http://demo.localhost:3200' });
    const mail = (await outbox(email)).json<{ token: string; link: string }>();
    expect(mail.link).toBe(`http://demo.localhost:3200/auth/password/reset/?token=${mail.token}`);
    const foreign = await post('/api/user/forgot_password', { email, reset_url: 'https://evil.example/steal' });
    expect(foreign.statusCode).toBe(400);
  });

  it('requires the admin key to read the outbox', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/outbox/password-reset?email=viewer@demo.test' });
    expect(res.statusCode).toBe(401);
  });
});

describe('reset password', () => {
  it('sets the new password, refuses the old one and ends every session of the user', async () => {
    const user = await freshUser();
    const { token } = await requestReset(user.email);
    expect((await post('/api/user/reset_password', { token, password: 'second-password' })).statusCode).toBe(204);
    expect((await signIn(user.email, 'first-password')).statusCode).toBe(401);
    expect((await signIn(user.email, 'second-password')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/get_profile', headers: bearer(user.token) })).statusCode).toBe(401);
    expect(code(await refresh(user.refresh))).toBe('invalid_refresh_token');
  });

  it('refuses a used token, an unknown one and an expired one with invalid_reset_token', async () => {
    const user = await freshUser();
    const { token } = await requestReset(user.email);
    expect((await post('/api/user/reset_password', { token, password: 'second-password' })).statusCode).toBe(204);
    const used = await post('/api/user/reset_password', { token, password: 'third-password' });
    expect([used.statusCode, code(used)]).toEqual([400, 'invalid_reset_token']);
    expect(code(await post('/api/user/reset_password', { token: 'pr_garbled', password: 'third-password' }))).toBe('invalid_reset_token');

    const late = await requestReset(user.email);
    t.clock.advance(PASSWORD_RESET_TTL_MS + 1);
    expect(code(await post('/api/user/reset_password', { token: late.token, password: 'third-password' }))).toBe('invalid_reset_token');
    expect((await signIn(user.email, 'second-password')).statusCode).toBe(200);
  });

  it('only the newest mailed token works', async () => {
    const user = await freshUser();
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect(code(await post('/api/user/reset_password', { token: first.token, password: 'second-password' }))).toBe('invalid_reset_token');
    expect((await post('/api/user/reset_password', { token: second.token, password: 'second-password' })).statusCode).toBe(204);
  });

  it('refuses a weak password with weak_password and keeps the token usable', async () => {
    const user = await freshUser();
    const { token } = await requestReset(user.email);
    const weak = await post('/api/user/reset_password', { token, password: 'short' });
    expect([weak.statusCode, code(weak)]).toEqual([400, 'weak_password']);
    expect((await post('/api/user/reset_password', { token, password: 'long-enough' })).statusCode).toBe(204);
  });
});

describe('change password', () => {
  it('needs the current password; keeps the calling session and ends the others', async () => {
    const user = await freshUser();
    const other = loginAnswerSchema.parse((await signIn(user.email, 'first-password')).json()).content.tokenData.access_token;
    const wrong = await post('/api/user/change_password', { current_password: 'not-it-at-all', new_password: 'second-password' }, user.token);
    expect([wrong.statusCode, code(wrong)]).toEqual([400, 'invalid_current_password']);
    const weak = await post('/api/user/change_password', { current_password: 'first-password', new_password: '1234567' }, user.token);
    expect([weak.statusCode, code(weak)]).toEqual([400, 'weak_password']);

    expect((await post('/api/user/change_password', { current_password: 'first-password', new_password: 'second-password' }, user.token)).statusCode).toBe(204);
    expect((await signIn(user.email, 'first-password')).statusCode).toBe(401);
    expect((await signIn(user.email, 'second-password')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/get_profile', headers: bearer(user.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/get_profile', headers: bearer(other) })).statusCode).toBe(401);
  });

  it('requires a signed-in user', async () => {
    expect((await post('/api/user/change_password', { current_password: 'a', new_password: 'second-password' })).statusCode).toBe(401);
  });

  it('register refuses a weak password by the same rule', async () => {
    const res = await post('/api/user/register', { email: 'weak@demo.test', password: 'short' });
    expect([res.statusCode, code(res)]).toEqual([400, 'weak_password']);
  });
});

describe('rate limits', () => {
  it('limits the password calls like login', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT: '2' });
    try {
      const attempt = () => limited.app.inject({ method: 'POST', url: '/api/user/reset_password', payload: { token: 'pr_x', password: 'long-enough' } });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([400, 400, 429]);
      const forgot = () => limited.app.inject({ method: 'POST', url: '/api/user/forgot_password', payload: { email: 'x@demo.test' } });
      expect([(await forgot()).statusCode, (await forgot()).statusCode, (await forgot()).statusCode]).toEqual([204, 204, 429]);
    } finally {
      await limited.app.close();
    }
  });
});
