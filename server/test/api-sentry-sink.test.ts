/** The test error-report sink (dev tools): Sentry envelopes in, their error events out for a test to read. */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelopeEvents } from '../routes/test-sentry';
import { buildTestApp, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const event = (message: string, tags: Record<string, string> = {}) => ({ event_id: 'e'.repeat(32), message, tags });

/** An envelope as the SDKs write it: items with and without a length, one of them not an error event. */
function envelope(...messages: string[]): string {
  const lines = [JSON.stringify({ event_id: 'e'.repeat(32), sent_at: new Date().toISOString() })];
  for (const [i, message] of messages.entries()) {
    const payload = JSON.stringify(event(message, { tenant: 'demo', route: '/dev-error-test/' }));
    lines.push(JSON.stringify(i % 2 ? { type: 'event' } : { type: 'event', length: Buffer.byteLength(payload) }), payload);
  }
  lines.push(JSON.stringify({ type: 'session' }), JSON.stringify({ sid: 's', status: 'ok' }));
  return lines.join('\n');
}

const received = async () =>
  (await t.app.inject({ method: 'GET', url: '/test-sentry/events' })).json<{
    events: { project: string; event: { message: string; tags: Record<string, string> } }[];
  }>().events;

describe('test error-report sink', () => {
  it('reads the error events of an envelope and nothing else', () => {
    expect(envelopeEvents(Buffer.from(envelope('one', 'twö'))).map((e) => e['message'])).toEqual(['one', 'twö']);
  });

  it('takes a browser envelope (text/plain) and a gzipped server one (no type), and hands back their events', async () => {
    const browser = await t.app.inject({
      method: 'POST',
      url: '/test-sentry/api/1/envelope/?sentry_key=k',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost:3000' },
      payload: envelope('from the browser'),
    });
    expect(browser.statusCode, browser.body).toBe(200);
    expect(browser.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const server = await t.app.inject({
      method: 'POST',
      url: '/test-sentry/api/7/envelope/',
      headers: { 'content-encoding': 'gzip' },
      payload: gzipSync(envelope('from the server')),
    });
    expect(server.statusCode, server.body).toBe(200);
    expect((await received()).map((r) => [r.project, r.event.message, r.event.tags['tenant']])).toEqual([
      ['1', 'from the browser', 'demo'],
      ['7', 'from the server', 'demo'],
    ]);
  });

  it('refuses what is not an envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test-sentry/api/1/envelope/',
      headers: { 'content-type': 'text/plain' },
      payload: '{}\n{not json',
    });
    expect(res.statusCode).toBe(400);
  });

  it('is not served without the dev tools', async () => {
    const plain = await buildTestApp({ NODE_ENV: 'development' });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/test-sentry/events' })).statusCode).toBe(404);
      expect((await plain.app.inject({ method: 'POST', url: '/test-sentry/api/1/envelope/', payload: envelope('x') })).statusCode).toBe(404);
    } finally {
      await plain.app.close();
    }
  });
});
