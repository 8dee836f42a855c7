/** The API tells the portal's revalidation webhook of every event change, signed; a portal that fails never fails the operator. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVALIDATE_WINDOW_SECONDS, SIGNATURE_HEADER, TIMESTAMP_HEADER, revalidateBodySchema, revalidateSignature } from '@/lib/api/contract/revalidation';
import { parseEnv } from '../env';
import { admin, buildTestApp, type TestApp } from './api-helpers';

const SECRET = 'a-shared-secret-of-at-least-32-characters';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let portal: Server;
let url: string;
let answer = 204;
const received: Received[] = [];
let t: TestApp;

beforeAll(async () => {
  portal = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(portal.address() as AddressInfo).port}/api/revalidate/`;
  t = await buildTestApp({ PORTAL_REVALIDATE_URL: url, REVALIDATE_SECRET: SECRET });
});
afterAll(async () => {
  await t.app.close();
  await new Promise((resolve) => portal.close(resolve));
});

/** The next call the portal receives. */
async function nextCall(): Promise<Received> {
  const deadline = Date.now() + 3000;
  while (received.length === 0) {
    if (Date.now() > deadline) throw new Error('the portal was not called');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return received.shift()!;
}

describe('portal revalidation', () => {
  it('sends a signed call naming the event on a score change and on a new stream', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/admin/events/ev-0001/status', headers: admin, payload: { team1Score: 1 } })).statusCode).toBe(200);
    const call = await nextCall();
    const timestamp = String(call.headers[TIMESTAMP_HEADER]);
    expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(REVALIDATE_WINDOW_SECONDS);
    expect(call.headers[SIGNATURE_HEADER]).toBe(`sha256=${revalidateSignature(SECRET, timestamp, call.body)}`);
    const body = revalidateBodySchema.parse(JSON.parse(call.body));
    expect(body.events).toEqual(['ev-0001']);

    await t.app.inject({ method: 'POST', url: '/admin/events/ev-0002/stream', headers: admin, payload: { eventUrl: 'https://cdn.example.com/live.m3u8' } });
    const second = revalidateBodySchema.parse(JSON.parse((await nextCall()).body));
    expect(second.events).toEqual(['ev-0002']);
    // Each call has its own id: the portal takes every id once.
    expect(second.id).not.toBe(body.id);
  });

  it('answers the operator even when the portal refuses', async () => {
    answer = 500;
    const res = await t.app.inject({ method: 'POST', url: '/admin/events/ev-0001/status', headers: admin, payload: { team2Score: 3 } });
    expect(res.statusCode).toBe(200);
    await nextCall();
    answer = 204;
  });

  it('refuses a webhook address without its secret', () => {
    expect(() => parseEnv({ PORTAL_REVALIDATE_URL: url })).toThrow(/REVALIDATE_SECRET/);
    expect(() => parseEnv({ PORTAL_REVALIDATE_URL: url, REVALIDATE_SECRET: 'short' })).toThrow(/REVALIDATE_SECRET/);
  });
});
