/** The revalidation webhook: its signature, its replay guard, and the route that refreshes the cache tags. */
import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REVALIDATE_WINDOW_SECONDS,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  revalidateBodySchema,
  revalidateTags,
  signedRevalidateHeaders,
} from '@/lib/api/contract/revalidation';
import { REPLAY_MEMORY_MS, memoryReplayGuard, redisReplayGuard, type ReplayGuard } from '@/lib/revalidation/replay';
import { checkSignature } from '@/lib/revalidation/signature';
import { hasRedisServer, startRedis, type TestRedis } from '@/server/test/redis-server';

const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({ revalidateTag }));

const SECRET = 'a-shared-secret-of-at-least-32-characters';
const NOW = Date.UTC(2026, 5, 1, 12);

/** A call as a platform makes it: headers from the recipe, the body as sent. */
function call(body: object, { secret = SECRET, at = NOW }: { secret?: string; at?: number } = {}) {
  const text = JSON.stringify(body);
  const headers = signedRevalidateHeaders(secret, text, at);
  return { text, headers, signed: { timestamp: headers[TIMESTAMP_HEADER]!, signature: headers[SIGNATURE_HEADER]!, body: text } };
}

describe('signature', () => {
  it('accepts a call signed with the secret within the window', () => {
    expect(checkSignature(SECRET, call({ id: 'call-0001' }).signed, NOW)).toEqual({ ok: true });
    expect(checkSignature(SECRET, call({ id: 'call-0001' }, { at: NOW - 299_000 }).signed, NOW)).toEqual({ ok: true });
  });

  it('refuses another secret, a changed body or timestamp, and a malformed signature as forged', () => {
    const { signed } = call({ id: 'call-0001', events: ['ev-1'] });
    expect(checkSignature(SECRET, call({ id: 'call-0001' }, { secret: `${SECRET}x` }).signed, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(checkSignature(SECRET, { ...signed, body: signed.body.replace('ev-1', 'ev-2') }, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(checkSignature(SECRET, { ...signed, timestamp: String(Number(signed.timestamp) - 1) }, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(checkSignature(SECRET, { ...signed, signature: signed.signature.slice(0, -2) }, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(checkSignature(SECRET, { ...signed, signature: signed.signature.replace('sha256=', 'sha1=') }, NOW)).toEqual({ ok: false, reason: 'forged' });
  });

  it('refuses a timestamp outside the window either way, and a call without signature or timestamp', () => {
    const window = REVALIDATE_WINDOW_SECONDS * 1000;
    expect(checkSignature(SECRET, call({ id: 'call-0001' }, { at: NOW - window - 1000 }).signed, NOW)).toEqual({ ok: false, reason: 'expired' });
    expect(checkSignature(SECRET, call({ id: 'call-0001' }, { at: NOW + window + 1000 }).signed, NOW)).toEqual({ ok: false, reason: 'expired' });
    const { signed } = call({ id: 'call-0001' });
    expect(checkSignature(SECRET, { ...signed, signature: null }, NOW)).toEqual({ ok: false, reason: 'unsigned' });
    expect(checkSignature(SECRET, { ...signed, timestamp: null }, NOW)).toEqual({ ok: false, reason: 'unsigned' });
    expect(checkSignature(SECRET, { ...signed, timestamp: 'yesterday' }, NOW)).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('body', () => {
  it('turns events into their tags and the event lists, beside the tags named', () => {
    expect(revalidateTags(revalidateBodySchema.parse({ id: 'call-0001', events: ['ev-1', 'ev-2'], tags: ['tenant:demo'] }))).toEqual([
      'tenant:demo',
      'event:ev-1',
      'event:ev-2',
      'event-lists',
    ]);
    expect(revalidateTags(revalidateBodySchema.parse({ id: 'call-0001', tags: ['event-lists'] }))).toEqual(['event-lists']);
  });

  it('takes only the tag families the portal uses, and an id of 8 to 128 characters', () => {
    expect(revalidateBodySchema.safeParse({ id: 'call-0001', tags: ['_N_T_/demo/en'] }).success).toBe(false);
    expect(revalidateBodySchema.safeParse({ id: 'short', events: ['ev-1'] }).success).toBe(false);
    expect(revalidateBodySchema.safeParse({ id: 'call-0001', events: ['ev 1'] }).success).toBe(false);
    expect(revalidateBodySchema.safeParse({ id: 'call-0001', extra: 1 }).success).toBe(false);
  });
});

function replayContract(name: string, guard: () => ReplayGuard) {
  it(`${name}: takes an id once`, async () => {
    const g = guard();
    const id = randomUUID();
    expect(await g.firstSeen(id)).toBe(true);
    expect(await g.firstSeen(id)).toBe(false);
    expect(await g.firstSeen(randomUUID())).toBe(true);
  });
}

describe('replay guard', () => {
  replayContract('in memory', () => memoryReplayGuard());

  it('in memory: forgets an id once it can no longer pass the timestamp check', async () => {
    let now = NOW;
    const g = memoryReplayGuard(() => now);
    expect(await g.firstSeen('call-0001')).toBe(true);
    now += REPLAY_MEMORY_MS - 1;
    expect(await g.firstSeen('call-0001')).toBe(false);
    now += REPLAY_MEMORY_MS + 1;
    expect(await g.firstSeen('call-0001')).toBe(true);
  });

  describe.skipIf(!hasRedisServer)('in Redis', () => {
    let server: TestRedis;
    let client: ReturnType<typeof createClient>;
    beforeAll(async () => {
      server = await startRedis();
      client = createClient({ url: server.url });
      await client.connect();
    });
    afterAll(async () => {
      client?.destroy();
      await server?.stop();
    });
    replayContract('redis', () => redisReplayGuard(client));

    it('redis: two instances share what they saw, for the memory time', async () => {
      const [one, two] = [redisReplayGuard(client), redisReplayGuard(client)];
      expect(await one.firstSeen('shared-0001')).toBe(true);
      expect(await two.firstSeen('shared-0001')).toBe(false);
      const ttl = await client.pTTL('portal:revalidate:shared-0001');
      expect(ttl).toBeGreaterThan(REPLAY_MEMORY_MS - 5000);
      expect(ttl).toBeLessThanOrEqual(REPLAY_MEMORY_MS);
    });
  });
});

describe('POST /api/revalidate/', () => {
  let POST: (request: Request) => Promise<Response>;
  beforeEach(async () => {
    vi.stubEnv('REVALIDATE_SECRET', SECRET);
    vi.stubEnv('REDIS_URL', '');
    revalidateTag.mockClear();
    ({ POST } = await import('@/app/api/revalidate/route'));
  });
  afterEach(() => vi.unstubAllEnvs());

  const post = (text: string, headers: Record<string, string>) =>
    POST(new Request('http://portal.test/api/revalidate/', { method: 'POST', body: text, headers }));

  it('refreshes the tags of the events named, expiring them at once', async () => {
    const { text, headers } = call({ id: randomUUID(), events: ['ev-0041'] }, { at: Date.now() });
    const res = await post(text, headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revalidated: ['event:ev-0041', 'event-lists'] });
    expect(revalidateTag.mock.calls).toEqual([
      ['event:ev-0041', { expire: 0 }],
      ['event-lists', { expire: 0 }],
    ]);
  });

  it('refuses a replayed call (409), a forged or expired one (401) and a bad body (400), refreshing nothing', async () => {
    const replayed = call({ id: randomUUID(), events: ['ev-0041'] }, { at: Date.now() });
    expect((await post(replayed.text, replayed.headers)).status).toBe(200);
    revalidateTag.mockClear();
    const again = await post(replayed.text, replayed.headers);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ messageErrorCode: 'replayed' });

    const forged = call({ id: randomUUID(), events: ['ev-0041'] }, { secret: `${SECRET}!`, at: Date.now() });
    expect(await (await post(forged.text, forged.headers)).json()).toMatchObject({ messageErrorCode: 'invalid_signature' });
    const expired = call({ id: randomUUID(), events: ['ev-0041'] }, { at: Date.now() - 600_000 });
    const late = await post(expired.text, expired.headers);
    expect(late.status).toBe(401);
    expect(await late.json()).toMatchObject({ messageErrorCode: 'expired_signature' });
    const unsigned = await post(replayed.text, { 'content-type': 'application/json' });
    expect(unsigned.status).toBe(401);
    const bad = call({ id: randomUUID(), tags: ['anything'] }, { at: Date.now() });
    expect((await post(bad.text, bad.headers)).status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('is off without a secret', async () => {
    vi.stubEnv('REVALIDATE_SECRET', '');
    const { text, headers } = call({ id: randomUUID(), events: ['ev-0041'] }, { at: Date.now() });
    expect((await post(text, headers)).status).toBe(404);
  });
});
