/** VAST tags (parsed by the same vast-client the portal uses), tracking hits and the ad file. */
import { VASTClient } from '@dailymotion/vast-client';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import mediaPlugin from '../media/plugin';
import errorsPlugin from '../plugins/app/errors';
import { VAST_TAGS, type VastTag, vastUrl } from '../media/urls';
import { MEDIA_ADMIN_KEY, isWellFormedXml, mediaTestOptions, type VastResponse, vastResponseSchema } from './media-helpers';

const BASE = 'http://media.test';
const NOW = Date.UTC(2026, 5, 1, 20, 15, 0);
const app = Fastify();

beforeAll(async () => {
  // The API's error envelope, which the operator check's refusals take.
  await app.register(errorsPlugin);
  await app.register(
    mediaPlugin,
    mediaTestOptions(BASE, () => NOW),
  );
  await app.ready();
});
afterAll(() => app.close());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
const operator = { 'x-admin-key': MEDIA_ADMIN_KEY };
beforeEach(async () => {
  await app.inject({ method: 'DELETE', url: '/media/vast/hits', headers: operator });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: url.replace(BASE, ''), headers });

/** vast-client fetches with the global fetch; route those requests into the in-process app. */
function routeFetchToApp() {
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const res = await get(url);
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, String(v));
    return new Response(new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  });
}

async function loadVast(tag: VastTag): Promise<VastResponse> {
  routeFetchToApp();
  const raw: unknown = await new VASTClient().get(vastUrl(BASE, tag), { timeout: 5000 });
  return vastResponseSchema.parse(raw);
}

describe('VAST tags', () => {
  it.each(VAST_TAGS)('serves %s as application/xml, well-formed unless it is the broken one', async (tag) => {
    const res = await get(vastUrl(BASE, tag));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(isWellFormedXml(res.body)).toBe(tag !== 'broken');
  });

  it('describes a skippable linear pre-roll with every tracker', async () => {
    const { ads } = await loadVast('preroll-skippable');
    expect(ads).toHaveLength(1);
    const ad = ads[0];
    const linear = ad?.creatives.find((c) => c.type === 'linear');
    expect(linear?.skipDelay).toBe(5);
    expect(linear?.duration).toBe(12);
    expect(linear?.mediaFiles).toEqual([{ fileURL: `${BASE}/media/ads/preroll.mp4`, mimeType: 'video/mp4', width: 640, height: 360 }]);
    expect(Object.keys(linear?.trackingEvents ?? {}).sort()).toEqual(['complete', 'firstQuartile', 'midpoint', 'skip', 'start', 'thirdQuartile']);
    expect(linear?.videoClickThroughURLTemplate?.url).toMatch(/^http:\/\/media\.test\/media\/img\/banner\//);
    expect(linear?.videoClickTrackingURLTemplates.map((t) => t.url)).toEqual([`${BASE}/media/vast/track?ad=preroll-skippable&ev=click`]);
    expect(ad?.impressionURLTemplates.map((t) => t.url)).toEqual([`${BASE}/media/vast/track?ad=preroll-skippable&ev=impression`]);
    expect(ad?.errorURLTemplates).toEqual([`${BASE}/media/vast/track?ad=preroll-skippable&ev=error&code=[ERRORCODE]`]);
  });

  it('describes a non-skippable pre-roll without a skip tracker', async () => {
    const linear = (await loadVast('preroll-linear')).ads[0]?.creatives[0];
    // Browsers' getAttribute gives null (→ skipDelay null); xmldom gives '' (→ -1). Both mean "no skip".
    expect(linear?.skipDelay ?? -1).toBe(-1);
    expect(linear?.trackingEvents).not.toHaveProperty('skip');
    expect(linear?.mediaFiles[0]?.fileURL).toBe(`${BASE}/media/ads/preroll.mp4`);
  });

  it('answers no ad for the empty tag', async () => {
    expect((await loadVast('empty')).ads).toEqual([]);
  });

  it('yields no playable ad for the broken tag', async () => {
    // xmldom reports the parse errors on the console; they are the expected outcome here.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = await loadVast('broken').then(
      (r) => r.ads.flatMap((a) => a.creatives).flatMap((c) => c.mediaFiles),
      () => [],
    );
    expect(outcome).toEqual([]);
  });

  it('answers 404 for an unknown tag', async () => {
    expect((await get('/media/vast/midroll.xml')).statusCode).toBe(404);
    expect((await get('/media/vast/empty')).statusCode).toBe(404);
  });
});

describe('ad tracking', () => {
  it('records the hits of the URLs in the tag and clears them on DELETE', async () => {
    const ad = (await loadVast('preroll-skippable')).ads[0];
    const linear = ad?.creatives[0];
    const fired = [ad?.impressionURLTemplates[0]?.url, linear?.trackingEvents.start?.[0], linear?.trackingEvents.skip?.[0]];
    for (const url of fired) {
      const res = await get(url ?? '');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/gif');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const hits = await get('/media/vast/hits', operator);
    const at = new Date(NOW).toISOString();
    expect(hits.json()).toEqual([
      { ad: 'preroll-skippable', ev: 'impression', at },
      { ad: 'preroll-skippable', ev: 'start', at },
      { ad: 'preroll-skippable', ev: 'skip', at },
    ]);
    const del = await app.inject({ method: 'DELETE', url: '/media/vast/hits', headers: operator });
    expect(del.statusCode).toBe(204);
    expect((await get('/media/vast/hits', operator)).json()).toEqual([]);
  });

  it.each([
    ['no', {}, 401, 'unauthorized'],
    ['a wrong', { 'x-admin-key': 'wrong-key' }, 403, 'forbidden'],
  ] as const)('refuses reading and clearing the log with %s X-Admin-Key, while anyone may record a hit', async (_label, headers, status, code) => {
    expect((await get('/media/vast/track?ad=preroll-linear&ev=start')).statusCode).toBe(200);
    const read = await get('/media/vast/hits', headers);
    expect(read.statusCode).toBe(status);
    expect(read.json()).toMatchObject({ error: true, messageErrorCode: code });
    expect(read.headers['access-control-allow-origin']).toBe('*');
    expect((await app.inject({ method: 'DELETE', url: '/media/vast/hits', headers })).statusCode).toBe(status);
    expect((await get('/media/vast/hits', operator)).json()).toEqual([{ ad: 'preroll-linear', ev: 'start', at: new Date(NOW).toISOString() }]);
  });

  it.each(['/media/vast/track', '/media/vast/track?ad=preroll-linear', '/media/vast/track?ad=<x>&ev=start', '/media/vast/track?ad=a&ev=st art'])(
    'refuses %s and records nothing',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: true, messageErrorCode: 'validation_error' });
      expect((await get('/media/vast/hits', operator)).json()).toEqual([]);
    },
  );

  it('answers CORS preflights for the hits endpoint', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/media/vast/hits',
      headers: { origin: 'http://portal.test', 'access-control-request-method': 'DELETE' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toContain('DELETE');
  });
});

describe('ad media file', () => {
  it('serves the whole MP4 with Accept-Ranges', async () => {
    const res = await get(`${BASE}/media/ads/preroll.mp4`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(res.rawPayload.length).toBeGreaterThan(10_000);
  });

  it('answers byte ranges with 206 and Content-Range, as Chromium requires for media', async () => {
    const whole = (await get('/media/ads/preroll.mp4')).rawPayload;
    const size = whole.length;
    const first = await get('/media/ads/preroll.mp4', { range: 'bytes=0-' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-${size - 1}/${size}`);
    const mid = await get('/media/ads/preroll.mp4', { range: 'bytes=100-199' });
    expect(mid.statusCode).toBe(206);
    expect(mid.headers['content-length']).toBe('100');
    expect(mid.rawPayload.equals(whole.subarray(100, 200))).toBe(true);
    const tail = await get('/media/ads/preroll.mp4', { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(whole.subarray(size - 10))).toBe(true);
    const bad = await get('/media/ads/preroll.mp4', { range: `bytes=${size}-` });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('revalidates with its ETag', async () => {
    const etag = String((await get('/media/ads/preroll.mp4')).headers.etag);
    expect((await get('/media/ads/preroll.mp4', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('refuses anything but a plain ad file name', async () => {
    expect((await get('/media/ads/..%2F..%2Fplugin.ts')).statusCode).toBe(404);
    expect((await get('/media/ads/missing.mp4')).statusCode).toBe(404);
  });
});
