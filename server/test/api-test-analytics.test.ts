/**
 * The test analytics collector (dev tools): the gtag.js stand-in it serves, what g/collect records
 * from gtag.js' single events and the portal's batches, and its absence without the dev tools.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const collect = (query: string, body = '') =>
  t.app.inject({ method: 'POST', url: `/test-analytics/g/collect?${query}`, headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: body });
const hits = async (query: string) => (await t.app.inject({ method: 'GET', url: `/test-analytics/hits?${query}` })).json<Record<string, unknown>[]>();

describe('the test analytics collector (dev tools)', () => {
  it('serves a gtag.js that runs the queued commands and posts to g/collect beside itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test-analytics/gtag/js?id=G-1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain("base + 'g/collect?'");
    expect(res.body).toContain('window.dataLayer');
  });

  it("records gtag.js' one-event requests and the portal's batches, line fields over query fields", async () => {
    expect((await collect('v=2&tid=G-1&cid=11.1&sid=5&en=page_view&dl=http%3A%2F%2Fp%2F&dt=Home&dr=http%3A%2F%2Fr%2F')).statusCode).toBe(204);
    await collect(
      'v=2&tid=G-1&cid=11.1',
      'en=login&dl=http%3A%2F%2Fp%2Fa%2F&dt=A&uid=u-1&ep.method=google&epn.count=2&up.tenant=demo\r\nen=logout&dl=http%3A%2F%2Fp%2F&dt=B',
    );
    await collect('v=2&tid=G-2&cid=22.2&en=page_view');
    const mine = await hits('cid=11.1');
    expect(mine).toMatchObject([
      { tid: 'G-1', cid: '11.1', sid: '5', en: 'page_view', dl: 'http://p/', dt: 'Home', dr: 'http://r/', uid: null, batch: 1 },
      { en: 'login', dl: 'http://p/a/', uid: 'u-1', params: { method: 'google', count: 2 }, user: { tenant: 'demo' }, batch: 2 },
      { en: 'logout', dt: 'B', uid: null, params: {}, batch: 2 },
    ]);
    expect(await hits('cid=11.1&en=login')).toHaveLength(1);
    expect(await hits('tid=G-2')).toMatchObject([{ cid: '22.2' }]);
  });

  it('does not exist without the dev tools', async () => {
    const plain = await buildTestApp({ NODE_ENV: 'development' });
    try {
      for (const url of ['/test-analytics/gtag/js', '/test-analytics/hits']) expect((await plain.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await plain.app.inject({ method: 'POST', url: '/test-analytics/g/collect?en=x&tid=G-1' })).statusCode).toBe(404);
    } finally {
      await plain.app.close();
    }
  });
});
