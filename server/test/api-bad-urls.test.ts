/**
 * The platform API's part of the malformed-URL corpus (tests/fixtures/bad-urls.ts): every path under
 * its own prefixes answers under 500, for a visitor, a signed-in user and the operator alike.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// A test fixture, not code the API runs: the API must answer the same corpus the portal's tests send.
// eslint-disable-next-line import/no-restricted-paths
import { API_PREFIX, BAD_URLS } from '@/tests/fixtures/bad-urls';
import { admin, bearer, buildTestApp, login, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '100000', ADMIN_RATE_LIMIT: '100000' });
  token = (await login(t.app, 'viewer@demo.test')).token;
});
afterAll(() => t.app.close());

const apiUrls = BAD_URLS.filter((u) => API_PREFIX.test(u.path));

describe('malformed URLs on the platform API', () => {
  it('covers every prefix the API serves', () => {
    for (const prefix of ['/api/', '/media/', '/epg/', '/idp/', '/admin/'])
      expect(
        apiUrls.some((u) => u.path.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });

  const callers = { visitor: {}, 'signed-in user': () => bearer(token), operator: admin } as const;
  for (const [who, headers] of Object.entries(callers)) {
    it(`answers each of them under 500 for a ${who}`, async () => {
      for (const { path, reason } of apiUrls) {
        for (const method of ['GET', 'POST'] as const) {
          const res = await t.app.inject({
            method,
            url: path,
            headers: typeof headers === 'function' ? headers() : headers,
            ...(method === 'POST' ? { payload: {} } : {}),
          });
          expect(res.statusCode, `${method} ${path.slice(0, 80)} (${reason}): ${res.body.slice(0, 200)}`).toBeLessThan(500);
        }
      }
    });
  }
});
