/** Bad input of every kind gives a 4xx with the error envelope, never a 5xx (SPEC §3 'Error answer', §8). */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRoutes, buildPath, errorAnswerSchema, type ApiRoute } from '@/lib/api/contract';
import { parseQuery } from '../domain/querystring';
import { bearer, buildTestApp, login, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '100000' });
  token = (await login(t.app, 'viewer@demo.test')).token;
});
afterAll(() => t.app.close());

function expectClientError(res: { statusCode: number; body: string; json: () => unknown }, name: string): void {
  const label = `${name.slice(0, 60)}: ${res.body.slice(0, 200)}`;
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  expect(errorAnswerSchema.safeParse(res.json()).success, label).toBe(true);
}

const NASTY = ["' OR 1=1 --", 'x"; DROP TABLE users; --', '%', '_', '\\', '../../etc/passwd', '😀'.repeat(50), 'a'.repeat(5000), '-1', '1e9', 'null', '{}'];
const routes = Object.entries(apiRoutes) as [string, ApiRoute][];
const url = (r: ApiRoute, id = 'ev-0001') => buildPath(r.path, { id });

describe('robustness', () => {
  it('answers malformed JSON with 400 invalid_json on every route with a body', async () => {
    for (const [name, r] of routes.filter(([, r]) => r.body)) {
      const res = await t.app.inject({
        method: r.method,
        url: url(r),
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: '{"broken": ',
      });
      expectClientError(res, name);
      expect(errorAnswerSchema.parse(res.json()).messageErrorCode).toBe('invalid_json');
    }
  });

  it('answers wrong types, unknown fields and absurd paging with 400 validation_error', async () => {
    const bodies: unknown[] = [
      [],
      'text',
      42,
      null,
      { page: -1 },
      { size: 1e9 },
      { page: 'zero' },
      { unknownField: true },
      { filters: { status: 'sideways' } },
      { filters: [] },
    ];
    for (const [name, r] of routes.filter(([, r]) => r.body)) {
      for (const body of bodies) {
        const res = await t.app.inject({
          method: r.method,
          url: url(r),
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expectClientError(res, `${name} ${JSON.stringify(body)}`);
      }
    }
    for (const q of ['size=1000000000', 'page=-1', 'size=abc', 'size=0'])
      expectClientError(await t.app.inject({ method: 'GET', url: `/api/user/get_watchlist?${q}`, headers: bearer(token) }), q);
    expectClientError(await t.app.inject({ method: 'GET', url: '/api/follow/list_by_user?types[]=planet', headers: bearer(token) }), 'types[]');
  });

  it('answers unknown and hostile ids and search text with 4xx or an empty answer, never 5xx', async () => {
    for (const [name, r] of routes.filter(([, r]) => r.params)) {
      for (const id of NASTY) {
        const res = await t.app.inject({
          method: r.method,
          // Every path parameter (an id, a calendar token) gets the hostile value.
          url: buildPath(r.path, Object.fromEntries([...r.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, id]))),
          headers: bearer(token),
          ...(r.body ? { payload: { title: 'x' } } : {}),
        });
        expectClientError(res, `${name} ${id}`);
      }
    }
    for (const value of NASTY) {
      const list = await t.app.inject({
        method: 'POST',
        url: '/api/event/list',
        payload: { filters: { search: value.slice(0, 100), 'identities.id': [value.slice(0, 128)] } },
      });
      expect(list.statusCode, value).toBeLessThan(500);
      const related = await t.app.inject({ method: 'GET', url: `/api/vod/get_related_videos?id=${encodeURIComponent(value.slice(0, 128))}` });
      expect(related.statusCode).toBeLessThan(500);
      const watch = await t.app.inject({
        method: 'POST',
        url: '/api/user/add_to_watchlist',
        headers: bearer(token),
        payload: { video_id: value.slice(0, 128) },
      });
      expectClientError(watch, value);
    }
    // The users table survived the attempts.
    expect((await login(t.app, 'subscriber@demo.test')).profile.email).toBe('subscriber@demo.test');
  });

  it('answers bad credentials and unknown routes with the envelope', async () => {
    for (const header of ['Bearer', 'Basic abc', 'Bearer at_unknown', `Bearer ${token} extra`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/user/get_profile', headers: { 'x-authorization': header } });
      expect(res.statusCode, header).toBe(401);
      expectClientError(res, header);
    }
    // A stale token on a public route is refused too, so the client refreshes instead of going anonymous.
    expect((await t.app.inject({ method: 'POST', url: '/api/event/list', payload: {}, headers: { 'x-authorization': 'Bearer at_unknown' } })).statusCode).toBe(
      401,
    );
    // Paths forwarded with the portal's trailing slash still match.
    expect((await t.app.inject({ method: 'POST', url: '/api/event/list/', payload: {} })).statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(missing.statusCode).toBe(404);
    expectClientError(missing, 'unknown route');
    expectClientError(
      await t.app.inject({ method: 'POST', url: '/api/event/list', headers: { 'content-type': 'text/plain' }, payload: 'hello' }),
      'text/plain',
    );
    expectClientError(
      await t.app.inject({
        method: 'POST',
        url: '/api/event/list',
        headers: { 'content-type': 'application/json' },
        payload: `{"s":"${'x'.repeat(300_000)}"}`,
      }),
      'too large',
    );
  });

  it('requires the admin key on the operator API', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin/stats' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/admin/stats', headers: { 'x-admin-key': 'wrong-key-value' } })).statusCode).toBe(403);
    expectClientError(
      await t.app.inject({
        method: 'POST',
        url: '/admin/events/ev-0001/stream',
        headers: { 'x-admin-key': 'test-admin-key' },
        payload: { eventUrl: 'javascript:alert(1)' },
      }),
      'bad url',
    );
  });

  it('allows CORS from the portal origins only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/event/list',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-authorization,content-type' },
      });
    expect((await preflight('http://demo.localhost:3000')).headers['access-control-allow-origin']).toBe('http://demo.localhost:3000');
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('query strings', () => {
  it('parses key[]=v as arrays, keeps single keys as strings and drops prototype keys', () => {
    expect(parseQuery('types[]=team&types[]=identity_item&size=150')).toEqual({ types: ['team', 'identity_item'], size: '150' });
    expect(parseQuery('types[]=team')).toEqual({ types: ['team'] });
    expect(parseQuery('a=1&a=2')).toEqual({ a: ['1', '2'] });
    expect(Object.keys(parseQuery('__proto__[]=x&constructor=y'))).toEqual([]);
  });
});
