/**
 * Attacks on the platform API and what stops them: per-account limits, a client address the client
 * cannot choose, the region header only from the edge, the operator API and its outbox, revoked
 * access tokens after a refresh, security headers.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  GRANT_TOKEN_EXCHANGE,
  TOKEN_TYPE_ACCESS,
  TOKEN_TYPE_REFRESH,
  errorAnswerSchema,
  mediaItemAnswerSchema,
  mediaListSchema,
  refreshAnswerSchema,
} from '@/lib/api/contract';
import { ADMIN_KEY_FAILURES } from '../domain/admin-key';
import { ACCOUNT_WIDE_FACTOR } from '../routes/auth';
import { ADMIN_KEY, PASSWORD, admin, bearer, buildTestApp, login, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const code = (res: { json: () => unknown }) => errorAnswerSchema.parse(res.json()).messageErrorCode;
/** A client somewhere on the internet (inject's default peer is 127.0.0.1, a trusted proxy). */
const client = (n: number) => `203.0.113.${n}`;

describe('per-account limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT: '1000', ACCOUNT_RATE_LIMIT: '3' });
  });
  afterAll(() => t.app.close());

  const loginFrom = (address: string, username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: address, payload: { username, password, device_id: 'guesser', device_name: 'x' } });

  it('stops one address guessing an account, even with the right password, while the owner elsewhere still signs in', async () => {
    for (let i = 1; i <= 3; i += 1) expect((await loginFrom(client(1), 'viewer@demo.test', `guess-${i}`)).statusCode).toBe(401);
    const right = await loginFrom(client(1), 'VIEWER@demo.test', PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(code(right)).toBe('rate_limited');
    expect((await loginFrom(client(2), 'viewer@demo.test', PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom(client(1), 'tagger@demo.test', PASSWORD)).statusCode).toBe(200);
  });

  it(`stops many addresses guessing one account at ${ACCOUNT_WIDE_FACTOR} times the limit, except on the devices the account has`, async () => {
    const owner = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: address,
        payload: { username: 'noclub@demo.test', password: PASSWORD, device_id: 'owner-phone', device_name: 'x' },
      });
    expect((await owner(client(100))).statusCode).toBe(200);
    const wide = 3 * ACCOUNT_WIDE_FACTOR;
    for (let i = 0; i < wide; i += 1) expect((await loginFrom(client(101 + i), 'noclub@demo.test', `guess-${i}`)).statusCode).toBe(401);
    const stranger = await loginFrom(client(200), 'noclub@demo.test', PASSWORD);
    expect(stranger.statusCode).toBe(429);
    expect(code(stranger)).toBe('rate_limited');
    expect((await owner(client(201))).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the account', async () => {
    for (let i = 0; i < 5; i += 1) expect((await loginFrom(client(10 + i), 'subscriber@demo.test', PASSWORD)).statusCode).toBe(200);
  });

  it('limits reset mails per address typed, known or not, from many addresses alike', async () => {
    const forgot = (email: string, n: number) =>
      t.app.inject({ method: 'POST', url: '/api/user/forgot_password', remoteAddress: client(n), payload: { email } });
    for (const email of ['noclub@demo.test', 'nobody-here@demo.test']) {
      for (let i = 1; i <= 3; i += 1) expect((await forgot(email, 20 + i)).statusCode).toBe(204);
      const fourth = await forgot(email.toUpperCase(), 30);
      expect(fourth.statusCode).toBe(429);
      expect(code(fourth)).toBe('rate_limited');
    }
    expect((await forgot('tagger@demo.test', 31)).statusCode).toBe(204);
  });
});

describe('a password check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT: '1000', ACCOUNT_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.app.close());

  /**
   * The processor time one failed sign-in costs this process (the argon2 threads included): the work
   * an attacker's stopwatch sees on a quiet server, without the noise of whatever else this machine
   * runs beside the test.
   */
  const costOfLogin = async (username: string) => {
    const before = process.cpuUsage();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username, password: 'not-the-password', device_id: 'd', device_name: 'x' },
    });
    const { user, system } = process.cpuUsage(before);
    expect(res.statusCode).toBe(401);
    return (user + system) / 1000;
  };
  // The least of many: other work in this process (the suite runs its files in one) only ever adds
  // to a sign-in's figure, and a median of a run beside busy files once read 24 % apart.
  const least = (values: number[]) => Math.min(...values);

  it('costs as much for an e-mail without an account as for one with (least of 15 each, within 20 %)', async () => {
    // Warm: the first check of each kind pays for loading code (and the unknown kind for its hash).
    await costOfLogin('viewer@demo.test');
    await costOfLogin('nobody@demo.test');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      known.push(await costOfLogin('viewer@demo.test'));
      unknown.push(await costOfLogin(`nobody-${i}@demo.test`));
    }
    const ratio = least(unknown) / least(known);
    const figures = `unknown ${least(unknown).toFixed(1)} ms, known ${least(known).toFixed(1)} ms`;
    expect(ratio, figures).toBeGreaterThan(0.8);
    expect(ratio, figures).toBeLessThan(1.2);
  });
});

describe('the client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT: '2' });
  });
  afterAll(() => t.app.close());

  const wrongLogin = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { username: `nobody-${forwardedFor}@demo.test`, password: 'wrong-password', device_id: 'd', device_name: 'x' },
    });

  it('a client-chosen X-Forwarded-For does not buy a fresh rate-limit bucket', async () => {
    const statuses = [];
    for (let i = 1; i <= 3; i += 1) statuses.push((await wrongLogin(client(50), `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('believes X-Forwarded-For from the trusted proxy (the portal on loopback): each real client has its own bucket', async () => {
    const statuses = [];
    for (let i = 1; i <= 3; i += 1) statuses.push((await wrongLogin('127.0.0.1', `198.51.100.${10 + i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401]);
  });
});

describe('the viewer region', () => {
  let t: TestApp;
  let blockedId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const all = mediaListSchema.parse((await t.app.inject({ method: 'POST', url: '/api/event/list', payload: { size: 1000 } })).json()).entries;
    const blocked = all.find((e) => e.accessType === 'free' && !e.isEventAvailableInUserRegion && e.eventStatus !== 'UPCOMING');
    if (!blocked) throw new Error('seed has no region-blocked free event');
    blockedId = blocked.id;
  });
  afterAll(() => t.app.close());

  const seenFrom = async (remoteAddress: string) =>
    mediaItemAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/event/get_by_id/id/${blockedId}`, remoteAddress, headers: { 'x-country-code': 'DE' } })).json(),
    ).content;

  it('a client talking to the API directly cannot choose its country with X-Country-Code', async () => {
    expect(await seenFrom(client(60))).toMatchObject({ isEventAvailableInUserRegion: false, eventUrl: null });
  });

  it('believes X-Country-Code from a trusted proxy (the edge in front of the API)', async () => {
    expect((await seenFrom('127.0.0.1')).isEventAvailableInUserRegion).toBe(true);
  });
});

describe('the operator API', () => {
  it('has no reset outbox and no default key without the dev tools', async () => {
    const withKey = await buildTestApp({ NODE_ENV: 'development' });
    try {
      expect((await withKey.app.inject({ method: 'POST', url: '/api/user/forgot_password', payload: { email: 'viewer@demo.test' } })).statusCode).toBe(204);
      const outbox = await withKey.app.inject({ method: 'GET', url: '/admin/outbox/password-reset?email=viewer@demo.test', headers: admin });
      expect(outbox.statusCode).toBe(404);
      expect(outbox.body).not.toContain('token');
      expect((await withKey.app.inject({ method: 'GET', url: '/admin/stats', headers: { 'x-admin-key': 'dev-admin-key' } })).statusCode).toBe(403);
    } finally {
      await withKey.app.close();
    }
    const withoutKey = await buildTestApp({ NODE_ENV: 'development', ADMIN_KEY: '' });
    try {
      expect((await withoutKey.app.inject({ method: 'GET', url: '/admin/stats', headers: { 'x-admin-key': 'dev-admin-key' } })).statusCode).toBe(404);
    } finally {
      await withoutKey.app.close();
    }
  });

  it('stops guessing the key: past the wrong-key limit even the right key is refused from that address, not from others', async () => {
    const t = await buildTestApp();
    try {
      const stats = (remoteAddress: string, key: string) =>
        t.app.inject({ method: 'GET', url: '/admin/stats', remoteAddress, headers: { 'x-admin-key': key } });
      for (let i = 0; i < ADMIN_KEY_FAILURES; i += 1) expect((await stats(client(70), `guess-${i}`)).statusCode).toBe(403);
      const right = await stats(client(70), ADMIN_KEY);
      expect(right.statusCode).toBe(429);
      expect(code(right)).toBe('rate_limited');
      expect((await stats(client(71), ADMIN_KEY)).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });

  it('the ad tracking log shares that limit: guesses there count, and past it the operator API refuses that address too', async () => {
    const t = await buildTestApp();
    try {
      const hits = (remoteAddress: string, key: string) =>
        t.app.inject({ method: 'GET', url: '/media/vast/hits', remoteAddress, headers: { 'x-admin-key': key } });
      expect((await hits(client(72), ADMIN_KEY)).statusCode).toBe(200);
      for (let i = 0; i < ADMIN_KEY_FAILURES; i += 1) expect((await hits(client(72), `guess-${i}`)).statusCode).toBe(403);
      const right = await hits(client(72), ADMIN_KEY);
      expect(right.statusCode).toBe(429);
      expect(code(right)).toBe('rate_limited');
      expect((await t.app.inject({ method: 'GET', url: '/admin/stats', remoteAddress: client(72), headers: admin })).statusCode).toBe(429);
      expect((await hits(client(73), ADMIN_KEY)).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });

  it('limits operator calls per address', async () => {
    const t = await buildTestApp({ ADMIN_RATE_LIMIT: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await t.app.inject({ method: 'GET', url: '/admin/stats', remoteAddress: client(80), headers: admin })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await t.app.close();
    }
  });
});

describe('token refresh', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.app.close());

  it('the access token a refresh replaces stops working; the new one works, and a replayed refresh token still ends the family', async () => {
    const session = await login(t.app, 'viewer@demo.test', 'refresh-revokes');
    const refresh = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/oauth2/token',
        payload: { grant_type: GRANT_TOKEN_EXCHANGE, subject_token_type: TOKEN_TYPE_REFRESH, requested_token_type: TOKEN_TYPE_ACCESS, subject_token: token },
      });
    const next = refreshAnswerSchema.parse((await refresh(session.tokenData.refresh_token)).json());
    const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/get_profile', headers: bearer(token) });
    expect((await profile(session.token)).statusCode).toBe(401);
    expect((await profile(next.token)).statusCode).toBe(200);
    const replay = await refresh(session.tokenData.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(code(replay)).toBe('invalid_refresh_token');
    expect((await profile(next.token)).statusCode).toBe(401);
  });
});

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.app.close());

  it('JSON answers (errors too) are not sniffed, not framed, and stay readable by the portal origin', async () => {
    for (const url of ['/api/event/grouped_sport_count', '/api/nope', '/api/openapi.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
  });

  it('keeps the media answers cross-origin, and generated SVG keeps its own sandboxing CSP', async () => {
    const svg = await t.app.inject({ method: 'GET', url: '/media/img/poster/abc.svg?title=x' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
    });
    expect(svg.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const vast = await t.app.inject({ method: 'GET', url: '/media/vast/nope.xml', headers: { origin: 'http://localhost:3000' } });
    expect(vast.headers).toMatchObject({ 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' });
  });
});
