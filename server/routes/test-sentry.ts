/**
 * The test error-report sink: a stand-in for Sentry's ingest, so the portal's error reporting can be
 * tested without the internet. A DSN `http://key@localhost:$API_PORT/test-sentry/1` makes the
 * portal's browser and server send their envelopes here; the events are kept in memory (the last
 * 500) for a test to read. A dev tool (API_DEV_TOOLS=1 or NODE_ENV=test, on loopback).
 */
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import * as z from '@/lib/api/contract/zod';
import { badRequest } from '../domain/errors';

const KEPT = 500;

export interface ReceivedEvent {
  project: string;
  receivedAt: string;
  event: Record<string, unknown>;
}

/**
 * The items of an envelope (a header line, then per item a header line and its payload, which is
 * `length` bytes when the header says so, else the rest of the line): the payloads of error events.
 */
export function envelopeEvents(body: Buffer): Record<string, unknown>[] {
  const events: Record<string, unknown>[] = [];
  let at = 0;
  const line = () => {
    const end = body.indexOf(0x0a, at);
    const text = body.subarray(at, end < 0 ? body.length : end).toString('utf8');
    at = end < 0 ? body.length : end + 1;
    return text;
  };
  line(); // envelope header
  while (at < body.length) {
    const header = line();
    if (!header.trim()) continue;
    const item = JSON.parse(header) as { type?: string; length?: number };
    let payload: string;
    if (typeof item.length === 'number') {
      payload = body.subarray(at, at + item.length).toString('utf8');
      at += item.length;
      if (body[at] === 0x0a) at += 1;
    } else payload = line();
    if (item.type === 'event') events.push(JSON.parse(payload) as Record<string, unknown>);
  }
  return events;
}

const projectParams = z.object({ project: z.string().check(z.regex(/^\w{1,32}$/)) });

export default async function testSentryRoutes(app: FastifyInstance): Promise<void> {
  const received: ReceivedEvent[] = [];

  // Envelopes come as text/plain (browsers) or without a type (servers), gzipped from a server when large.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4 * 1024 * 1024 }, (_req, body, done) => done(null, body));

  app.post('/test-sentry/api/:project/envelope/', { schema: { hide: true, params: projectParams } }, async (req) => {
    const { project } = req.params as z.output<typeof projectParams>;
    let body = req.body instanceof Buffer ? req.body : Buffer.alloc(0);
    try {
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      for (const event of envelopeEvents(body)) received.push({ project, receivedAt: new Date(app.clock()).toISOString(), event });
    } catch {
      throw badRequest('Not a Sentry envelope');
    }
    received.splice(0, Math.max(0, received.length - KEPT));
    return {};
  });

  app.get('/test-sentry/events', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { events: received };
  });
}
