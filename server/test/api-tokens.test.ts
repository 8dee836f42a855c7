/** Access-token expiry, refresh-token rotation and reuse refusal (SPEC §4, §9). */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GRANT_TOKEN_EXCHANGE, TOKEN_TYPE_ACCESS, TOKEN_TYPE_REFRESH, errorAnswerSchema, refreshAnswerSchema } from '@/lib/api/contract';
import { admin, bearer, buildTestApp, login, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ACCESS_TOKEN_TTL: '1' });
});
afterAll(() => t.app.close());

const refresh = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth2/token',
    payload: {
      grant_type: GRANT_TOKEN_EXCHANGE,
      subject_token_type: TOKEN_TYPE_REFRESH,
      requested_token_type: TOKEN_TYPE_ACCESS,
      subject_token: token,
      strategy: 'refresh',
    },
  });
const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/get_profile', headers: bearer(token) });

describe('tokens', () => {
  it('answers expires_in from ACCESS_TOKEN_TTL and refuses an expired access token with token_expired', async () => {
    const session = await login(t.app, 'viewer@demo.test');
    expect(session.tokenData.expires_in).toBe(1);
    expect((await profile(session.token)).statusCode).toBe(200);
    t.clock.advance(1500);
    const expired = await profile(session.token);
    expect(expired.statusCode).toBe(401);
    expect(errorAnswerSchema.parse(expired.json()).messageErrorCode).toBe('token_expired');
  });

  it('rotates the refresh token on every use and the new access token works', async () => {
    const session = await login(t.app, 'viewer@demo.test');
    const first = refreshAnswerSchema.parse((await refresh(session.tokenData.refresh_token)).json());
    expect(first.refresh_token).not.toBe(session.tokenData.refresh_token);
    expect(first.token).not.toBe(session.token);
    expect(first.expires_in).toBe(1);
    expect((await profile(first.token)).statusCode).toBe(200);
    const second = refreshAnswerSchema.parse((await refresh(first.refresh_token)).json());
    expect(second.refresh_token).not.toBe(first.refresh_token);
  });

  it('refuses a reused refresh token and revokes the whole token family', async () => {
    const session = await login(t.app, 'subscriber@demo.test');
    const rotated = refreshAnswerSchema.parse((await refresh(session.tokenData.refresh_token)).json());
    const reuse = await refresh(session.tokenData.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(errorAnswerSchema.parse(reuse.json()).messageErrorCode).toBe('invalid_refresh_token');
    // The thief's use revoked the legitimate holder's tokens too: both must sign in again.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    expect((await profile(rotated.token)).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token and counts exchanges at /admin/stats', async () => {
    expect((await refresh('rt_not-a-token')).statusCode).toBe(401);
    const stats = (await t.app.inject({ method: 'GET', url: '/admin/stats', headers: admin })).json<{ refreshExchanges: number; refreshRefusals: number }>();
    expect(stats.refreshExchanges).toBeGreaterThanOrEqual(3);
    expect(stats.refreshRefusals).toBeGreaterThanOrEqual(2);
  });

  it('revokes the session on logout', async () => {
    const session = await login(t.app, 'tagger@demo.test');
    const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(session.token) });
    expect(out.statusCode).toBe(204);
    expect((await profile(session.token)).statusCode).toBe(401);
    expect((await refresh(session.tokenData.refresh_token)).statusCode).toBe(401);
  });
});
