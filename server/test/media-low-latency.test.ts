/**
 * Low-latency HLS of the live simulation (docs/fan-features.md "Low-latency live"): the playlist read
 * with a real parser (m3u8-parser), parts that appear as the clock passes them, blocking playlist
 * reload held until the part exists (the test's clock and sleep, so nothing waits), requests too far
 * ahead refused, and parts under the segments' signatures.
 */
import Fastify from 'fastify';
import { Parser } from 'm3u8-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EPOCH_MS, SEGMENT_SECONDS } from '../media/live';
import mediaPlugin from '../media/plugin';
import { signToken } from '../media/signing';
import { liveUrl } from '../media/urls';
import { MEDIA_SIGNING_KEY, mediaTestOptions, parseMaster } from './media-helpers';

const BASE = 'http://media.test';
const SEGMENT_MS = SEGMENT_SECONDS * 1000;
/** Segment 100000 of every stream starts at this instant. */
const SEGMENT_START = LIVE_EPOCH_MS + 100_000 * SEGMENT_MS;
let clock = SEGMENT_START;
const slept: number[] = [];
const app = Fastify();
const opts = {
  ...mediaTestOptions(`${BASE}/`, () => clock),
  sleep: async (ms: number) => {
    slept.push(ms);
    clock += ms;
  },
};
const signed = (url: string) => opts.signer.sign(url, 'test');
const master = () => signed(liveUrl(BASE, 'evt-ll')).replace('master.m3u8', 'master-ll.m3u8');
const playlistUrl = () => new URL('360p/ll.m3u8', master()).href;

beforeAll(async () => {
  await app.register(mediaPlugin, opts);
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: url.replace(BASE, ''), headers });

async function playlistAt(at: number, query = '') {
  clock = at;
  const res = await get(`${playlistUrl()}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const parser = new Parser();
  parser.push(res.body);
  parser.end();
  return { text: res.body, manifest: parser.manifest };
}

describe('the low-latency playlist', () => {
  it('is offered beside the plain one, which stays as it was', async () => {
    const { variants } = parseMaster((await get(master())).body);
    expect(variants.map((v) => v.uri)).toEqual(['360p/ll.m3u8', '180p/ll.m3u8']);
    clock = SEGMENT_START + 700;
    const plain = await get(new URL('360p/index.m3u8', master()).href);
    expect(plain.body).not.toMatch(/EXT-X-PART|EXT-X-PRELOAD-HINT|EXT-X-SERVER-CONTROL/);
  });

  it('has parts of about half a second, server control, a preload hint and a date on every segment', async () => {
    const { manifest } = await playlistAt(SEGMENT_START + 1100);
    const target = manifest.partInf?.partTarget ?? 0;
    expect(target).toBeGreaterThanOrEqual(0.2);
    expect(target).toBeLessThanOrEqual(0.6);
    expect(manifest.serverControl?.canBlockReload).toBe(true);
    expect(manifest.serverControl?.partHoldBack).toBeGreaterThanOrEqual(3 * target);
    expect(manifest.segments.every((s) => s.dateTimeString)).toBe(true);
    const withParts = manifest.segments.filter((s) => s.parts?.length);
    expect(withParts).toHaveLength(3);
    for (const segment of withParts) {
      const parts = segment.parts ?? [];
      expect(parts.map((p) => p.independent ?? false)).toEqual([true, false, false, false]);
      expect(parts.reduce((sum, p) => sum + p.duration, 0)).toBeCloseTo(SEGMENT_SECONDS, 3);
      // Byte ranges that follow each other through the segment file.
      parts.forEach((p, i) => i > 0 && expect(p.byterange.offset).toBe(parts[i - 1]!.byterange.offset + parts[i - 1]!.byterange.length));
      expect(parts.every((p) => p.duration <= target && p.uri === segment.uri)).toBe(true);
    }
    const preload = manifest.preloadSegment;
    expect(preload?.dateTimeString).toBe(new Date(SEGMENT_START).toISOString());
    expect(preload?.parts).toHaveLength(2);
    expect(preload?.preloadHints).toEqual([
      { type: 'PART', uri: preload?.parts?.[0]?.uri, byterange: expect.objectContaining({ offset: expect.any(Number) }) },
    ]);
  });

  it('lists each part of the segment under way once the clock has passed it', async () => {
    const counts = [];
    for (const at of [100, 600, 1100, 1600]) counts.push((await playlistAt(SEGMENT_START + at)).manifest.preloadSegment?.parts?.length ?? 0);
    expect(counts).toEqual([0, 1, 2, 3]);
    // Once the segment is complete it is a segment like the others, and the next one is under way.
    const after = await playlistAt(SEGMENT_START + SEGMENT_MS + 10);
    expect(after.manifest.mediaSequence + after.manifest.segments.length - 1).toBe(100_000);
    expect(after.manifest.preloadSegment?.parts ?? []).toHaveLength(0);
  });
});

describe('blocking playlist reload', () => {
  it('holds a request for the next part until the clock reaches it, then answers with that part', async () => {
    slept.length = 0;
    const { manifest } = await playlistAt(SEGMENT_START + 600, '?_HLS_msn=100000&_HLS_part=2');
    // Part 2 (the third) ends at 0.52 + 0.48 + 0.52 s: the answer comes when it exists, not later.
    expect(slept).toHaveLength(1);
    const answeredAt = SEGMENT_START + 600 + slept[0]!;
    expect(answeredAt - SEGMENT_START).toBeGreaterThan(600);
    expect(answeredAt - SEGMENT_START).toBeLessThanOrEqual(1520 + 500);
    expect(manifest.preloadSegment?.parts).toHaveLength(3);
  });

  it('answers at once what exists, and waits for a whole segment without _HLS_part', async () => {
    slept.length = 0;
    await playlistAt(SEGMENT_START + 1100, '?_HLS_msn=100000&_HLS_part=0');
    expect(slept).toEqual([]);
    const { manifest } = await playlistAt(SEGMENT_START + 1100, '?_HLS_msn=100000');
    expect(slept).toEqual([SEGMENT_MS - 1100]);
    expect(manifest.mediaSequence + manifest.segments.length - 1).toBe(100_000);
  });

  it('refuses a part further ahead than three target durations, and malformed requests', async () => {
    for (const query of ['?_HLS_msn=100004', '?_HLS_msn=100003&_HLS_part=3', '?_HLS_part=1', '?_HLS_msn=-1', '?_HLS_msn=1e5', '?_HLS_msn=100000&_HLS_part=x']) {
      clock = SEGMENT_START + 100;
      const res = await get(`${playlistUrl()}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ error: true, messageErrorCode: 'validation_error' });
    }
  });
});

describe('parts and signatures', () => {
  it('serves a part as the byte range of its segment, under the same signature only', async () => {
    const { manifest } = await playlistAt(SEGMENT_START + 1100);
    const part = manifest.preloadSegment!.parts![1]!;
    const url = new URL(part.uri, playlistUrl()).href;
    const { offset, length } = part.byterange;
    const res = await get(url, { range: `bytes=${offset}-${offset + length - 1}` });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload).toHaveLength(length);
    expect(res.rawPayload[0]).toBe(0x47);

    const path = new URL(url).pathname.replace(/^\/media\/s\/[^/]+/, '');
    const expired = signToken(MEDIA_SIGNING_KEY, { kind: 'live', name: 'evt-ll' }, 'test', Math.floor(clock / 1000) - 1);
    const forged = signToken('another-signing-key-0123456789abcdef', { kind: 'live', name: 'evt-ll' }, 'test', Math.floor(clock / 1000) + 60);
    for (const token of [expired, forged]) {
      const refused = await get(`/media/s/${token}${path}`, { range: `bytes=${offset}-${offset + length - 1}` });
      expect(refused.statusCode).toBe(403);
    }
  });
});
