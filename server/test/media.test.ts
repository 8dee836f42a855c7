/** The media plugin in-process (inject): VOD fixtures and the live simulation, through signed addresses. */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCONTINUITY_SPAN_MS, LIVE_EPOCH_MS, LIVE_WINDOW_SEGMENTS, SEGMENT_SECONDS, liveSourceFor } from '../media/live';
import mediaPlugin from '../media/plugin';
import { signToken } from '../media/signing';
import { VOD_ASSETS, liveUrl, vodUrl } from '../media/urls';
import { MEDIA_SIGNING_KEY, mediaTestOptions, parseMaster, parseMediaPlaylist } from './media-helpers';

const BASE = 'http://media.test';
let clock = Date.UTC(2026, 5, 1, 12, 0, 1, 250);
const app = Fastify();
const opts = mediaTestOptions(`${BASE}/`, () => clock);
/** What the API answers an entitled viewer: the stored address, signed. */
const signed = (url: string) => opts.signer.sign(url, 'test');

beforeAll(async () => {
  await app.register(mediaPlugin, opts);
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: url.replace(BASE, ''), headers });
const resolve = (uri: string, against: string) => new URL(uri, against).href;

describe('VOD', () => {
  it.each(VOD_ASSETS)('master playlist of %s lists both renditions with BANDWIDTH, RESOLUTION and CODECS', async (asset) => {
    const res = await get(signed(vodUrl(BASE, asset)));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const { variants } = parseMaster(res.body);
    expect(variants.map((v) => v.uri)).toEqual(['360p/index.m3u8', '180p/index.m3u8']);
    for (const v of variants) {
      expect(Number(v.attrs.BANDWIDTH)).toBeGreaterThan(50_000);
      expect(v.attrs.RESOLUTION).toMatch(/^\d+x\d+$/);
      expect(v.attrs.CODECS).toMatch(/^avc1\.4d40[0-9a-f]{2},mp4a\.40\.2$/);
    }
  });

  it('gives the panorama a 32:9 picture', async () => {
    const { variants } = parseMaster((await get(signed(vodUrl(BASE, 'panorama')))).body);
    expect(variants.map((v) => v.attrs.RESOLUTION)).toEqual(['1280x360', '640x180']);
  });

  it('serves a VOD variant with ENDLIST and its first segment as MPEG-TS', async () => {
    const masterUrl = signed(vodUrl(BASE, 'match-b'));
    const variantUrl = resolve('360p/index.m3u8', masterUrl);
    const pl = parseMediaPlaylist((await get(variantUrl)).body);
    expect(pl.endList).toBe(true);
    expect(pl.playlistType).toBe('VOD');
    expect(pl.targetDuration).toBe(SEGMENT_SECONDS);
    expect(pl.segments.length * SEGMENT_SECONDS).toBeGreaterThanOrEqual(20);
    const seg = await get(resolve(pl.segments[0]?.uri ?? '', variantUrl));
    expect(seg.statusCode).toBe(200);
    expect(seg.headers['content-type']).toBe('video/mp2t');
    expect(seg.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(seg.rawPayload[0]).toBe(0x47); // TS sync byte
  });

  it('offers WebVTT subtitles on match-a, mapped to the TS clock', async () => {
    const masterUrl = signed(vodUrl(BASE, 'match-a'));
    const { variants, media } = parseMaster((await get(masterUrl)).body);
    expect(media.map((m) => [m.TYPE, m.LANGUAGE])).toEqual([
      ['SUBTITLES', 'en'],
      ['SUBTITLES', 'es'],
    ]);
    expect(variants.every((v) => v.attrs.SUBTITLES === 'subs')).toBe(true);
    const subsUrl = resolve(media[0]?.URI ?? '', masterUrl);
    const subs = parseMediaPlaylist((await get(subsUrl)).body);
    expect(subs.endList).toBe(true);
    const vtt = await get(resolve(subs.segments[0]?.uri ?? '', subsUrl));
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.body).toMatch(/^WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:\d+,LOCAL:00:00:00\.000\n/);
  });

  // Under a valid match-a token ('{s}'), so the path whitelist, not the signature, is what refuses.
  it.each([
    '{s}/vod/match-a/../../plugin.ts',
    '{s}/vod/match-a/..%2F..%2Fplugin.ts',
    '{s}/vod/match-a/%2e%2e/%2e%2e/live.ts',
    '{s}/vod/match-a/360p/..%2f..%2f..%2f..%2fpackage.json',
    '{s}/vod/match-a/360p%5C..%5C..%5Cmaster.m3u8',
    '{s}/vod/match-a/360p/seg-000.ts%00.m3u8',
    '/media/ads/..%2Fvod%2Fmatch-a%2Fmaster.m3u8',
    '{s}/vod/match-a/360p/seg-999.ts',
    '/media/vod/match-a/master.m3u8',
  ])('rejects %s with the 404 error envelope', async (path) => {
    const url = path.replace('{s}', signed(vodUrl(BASE, 'match-a')).replace(BASE, '').replace('/vod/match-a/master.m3u8', ''));
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: true, message: expect.any(String), messageErrorCode: 'not_found' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('live simulation', () => {
  /** A viewer's address of `key`'s 360p playlist, signed at `at`: one address serves all its refreshes. */
  const addressOf = (key: string, at: number) => {
    clock = at;
    return resolve('360p/index.m3u8', signed(liveUrl(BASE, key)));
  };
  const playlistAt = async (address: string, at: number) => {
    clock = at;
    const res = await get(address);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    return parseMediaPlaylist(res.body);
  };
  const variantOf = (key: string, at: number) => playlistAt(addressOf(key, at), at);

  it('master lists both renditions of the source, without VOD subtitles', async () => {
    const res = await get(signed(liveUrl(BASE, 'match-a-final')));
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const { variants, media } = parseMaster(res.body);
    expect(variants.map((v) => v.uri)).toEqual(['360p/index.m3u8', '180p/index.m3u8']);
    expect(media).toEqual([]);
    expect(res.body).not.toContain('SUBTITLES');
  });

  it('advances its media sequence between two fetches 8 s apart and keeps discontinuities consistent', async () => {
    const t0 = Date.UTC(2026, 5, 1, 12, 0, 1, 250);
    const address = addressOf('evt-live-1', t0);
    const a = await playlistAt(address, t0);
    const b = await playlistAt(address, t0 + 8000);
    expect(b.mediaSequence).toBe(a.mediaSequence + 4);
    for (const pl of [a, b]) {
      expect(pl.endList).toBe(false);
      expect(pl.targetDuration).toBe(SEGMENT_SECONDS);
      expect(pl.segments).toHaveLength(LIVE_WINDOW_SEGMENTS);
    }
    const bySn = new Map(a.segments.map((s) => [s.sn, s]));
    const overlap = b.segments.filter((s) => bySn.has(s.sn));
    expect(overlap.length).toBe(LIVE_WINDOW_SEGMENTS - 4);
    for (const s of overlap)
      expect({ cc: s.cc, uri: s.uri, pdt: s.pdt }).toEqual({ cc: bySn.get(s.sn)?.cc, uri: bySn.get(s.sn)?.uri, pdt: bySn.get(s.sn)?.pdt });
  });

  it('gives every segment a wall-clock PROGRAM-DATE-TIME and ends at the newest complete segment', async () => {
    const now = Date.UTC(2026, 7, 15, 18, 30, 7, 900);
    const pl = await variantOf('evt-live-2', now);
    const segMs = SEGMENT_SECONDS * 1000;
    for (const s of pl.segments) expect(s.pdt).toBe(new Date(LIVE_EPOCH_MS + s.sn * segMs).toISOString());
    const last = pl.segments.at(-1);
    expect(pl.mediaSequence).toBe(Math.floor((now - LIVE_EPOCH_MS) / segMs) - LIVE_WINDOW_SEGMENTS);
    expect(Date.parse(last?.pdt ?? '') + segMs).toBeLessThanOrEqual(now);
    expect(now - (Date.parse(last?.pdt ?? '') + segMs)).toBeLessThan(segMs);
    // 90 s of DVR: seeking back 30 s from hls.js' default live position (3 segments) stays inside.
    expect(pl.segments.length * SEGMENT_SECONDS).toBeGreaterThanOrEqual(30 + 3 * SEGMENT_SECONDS);
  });

  it('marks each loop of the source with a discontinuity, the same way on every refresh', async () => {
    const start = Date.UTC(2026, 2, 3, 9, 0, 0);
    const address = addressOf('evt-live-3', start);
    const seen = new Map<number, { cc: number; uri: string }>();
    let discontinuities = 0;
    for (let step = 0; step < 40; step++) {
      const pl = await playlistAt(address, start + step * SEGMENT_SECONDS * 1000);
      pl.segments.forEach((s, i) => {
        const prev = seen.get(s.sn);
        if (prev) expect({ cc: s.cc, uri: s.uri }).toEqual(prev);
        seen.set(s.sn, { cc: s.cc, uri: s.uri });
        const before = pl.segments[i - 1];
        if (before && before.cc !== s.cc) {
          discontinuities++;
          expect(s.cc).toBe(before.cc + 1);
          expect(before.uri).toMatch(/seg-011\.ts$/);
          expect(s.uri).toMatch(/seg-000\.ts$/);
        } else if (before) {
          expect(Number(/seg-(\d+)/.exec(s.uri)?.[1])).toBe((Number(/seg-(\d+)/.exec(before.uri)?.[1]) + 1) % 12);
        }
      });
    }
    expect(discontinuities).toBeGreaterThan(0);
  });

  it('counts discontinuities from its address, not the epoch: few, years after it, and one more per loop', async () => {
    const loopMs = 12 * SEGMENT_SECONDS * 1000;
    const later = Date.UTC(2031, 0, 1);
    const address = addressOf('match-a-final', later);
    const first = await playlistAt(address, later);
    // A day's address life plus the span before it, one loop every 24 s: at most 7,200 + 38.
    expect(first.discontinuitySequence).toBeGreaterThanOrEqual(0);
    expect(first.discontinuitySequence).toBeLessThan((DISCONTINUITY_SPAN_MS + 900_000) / loopMs);
    const next = await playlistAt(address, later + loopMs);
    expect(next.discontinuitySequence).toBe(first.discontinuitySequence + 1);
  });

  it('points segments at VOD files of the mapped source that are really served', async () => {
    clock = Date.UTC(2026, 4, 1);
    const playlistUrl = resolve('180p/index.m3u8', signed(liveUrl(BASE, 'court-7-pano')));
    const pl = parseMediaPlaylist((await get(playlistUrl)).body);
    const segUrl = resolve(pl.segments[0]?.uri ?? '', playlistUrl);
    expect(segUrl).toMatch(new RegExp(`^${BASE}/media/s/[^/]+/vod/panorama/180p/seg-\\d{3}\\.ts$`));
    const seg = await get(segUrl);
    expect(seg.statusCode).toBe(200);
    expect(seg.headers['content-type']).toBe('video/mp2t');
  });

  it('maps keys to sources deterministically', () => {
    expect(liveSourceFor('stadium-pano')).toBe('panorama');
    expect(liveSourceFor('match-b')).toBe('match-b');
    expect(liveSourceFor('highlight-reel')).toBe('highlight');
    const picked = new Set(Array.from({ length: 30 }, (_, i) => liveSourceFor(`event-${i}`)));
    expect([...picked].sort()).toEqual(['match-a', 'match-b', 'match-c']);
    expect(liveSourceFor('event-7')).toBe(liveSourceFor('event-7'));
  });

  it.each(['/media/live/evt-1/master.m3u8', '/media/live/anything/360p/index.m3u8', `{s}/live/evt-1/720p/index.m3u8`, '{s}/live/evt-1/360p/seg-000.ts'])(
    'answers 404 for %s',
    async (path) => {
      const url = path.replace('{s}', `/media/s/${signToken(MEDIA_SIGNING_KEY, { kind: 'live', name: 'evt-1' }, 'test', Math.floor(clock / 1000) + 60)}`);
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: true, messageErrorCode: 'not_found' });
    },
  );
});

describe('the test page door (devSigning)', () => {
  it('redirects /media/dev/… to a signed address that plays, and does not exist without the option', async () => {
    const devApp = Fastify();
    await devApp.register(mediaPlugin, { ...opts, devSigning: true });
    const res = await devApp.inject({ method: 'GET', url: '/media/dev/live/court-1/master.m3u8' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/media\/s\/\d+\.dev\.live\.court-1\.[\w-]{43}\/live\/court-1\/master\.m3u8$/);
    expect((await devApp.inject({ method: 'GET', url: String(res.headers.location) })).statusCode).toBe(200);
    expect((await devApp.inject({ method: 'GET', url: '/media/dev/vod/match-z/master.m3u8' })).statusCode).toBe(404);
    await devApp.close();
    expect((await app.inject({ method: 'GET', url: '/media/dev/live/court-1/master.m3u8' })).statusCode).toBe(404);
  });
});
