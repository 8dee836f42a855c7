/**
 * Over real HTTP (a listening port, the real clock): fetch a VOD and a live stream the way a player
 * does — master, variant, first segment — plus the VAST tag and its ad file with a Range request.
 */
import { type AddressInfo, createServer } from 'node:net';
import { VASTClient } from '@dailymotion/vast-client';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mediaPlugin from '../media/plugin';
import { liveUrl, vastUrl, vodUrl } from '../media/urls';
import { mediaTestOptions, parseMaster, parseMediaPlaylist, vastResponseSchema } from './media-helpers';

const app = Fastify();
let base = '';
let signed: (url: string) => string = (url) => url;

/** A free port, found up front because VAST documents carry absolute URLs (publicBase). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const opts = mediaTestOptions(base);
  signed = (url) => opts.signer.sign(url, 'test');
  await app.register(mediaPlugin, opts);
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** master → first variant → first segment, asserting what hls.js needs at each step. */
async function playFirstSegment(masterUrl: string) {
  const master = await fetch(masterUrl);
  expect(master.status).toBe(200);
  expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
  const variantUrl = new URL(parseMaster(await master.text()).variants[0]?.uri ?? '', masterUrl).href;
  const variant = await fetch(variantUrl);
  expect(variant.status).toBe(200);
  const playlist = parseMediaPlaylist(await variant.text());
  const segUrl = new URL(playlist.segments[0]?.uri ?? '', variantUrl).href;
  const seg = await fetch(segUrl, { headers: { origin: 'http://portal.test' } });
  expect(seg.status).toBe(200);
  expect(seg.headers.get('content-type')).toBe('video/mp2t');
  expect(seg.headers.get('access-control-allow-origin')).toBe('*');
  const bytes = new Uint8Array(await seg.arrayBuffer());
  expect(bytes.length).toBeGreaterThan(1000);
  expect(bytes.length % 188).toBe(0);
  expect(bytes[0]).toBe(0x47);
  return playlist;
}

describe('media over HTTP', () => {
  it('plays the first segment of a VOD stream', async () => {
    const playlist = await playFirstSegment(signed(vodUrl(base, 'match-a')));
    expect(playlist.endList).toBe(true);
  });

  it('plays the first segment of a live stream whose window ends now', async () => {
    const before = Date.now();
    const playlist = await playFirstSegment(signed(liveUrl(base, 'evt-http-check')));
    expect(playlist.endList).toBe(false);
    const last = playlist.segments.at(-1);
    const lastEnd = Date.parse(last?.pdt ?? '') + (last?.duration ?? 0) * 1000;
    expect(lastEnd).toBeLessThanOrEqual(Date.now());
    expect(before - lastEnd).toBeLessThan(3000);
  });

  it('gives vast-client a skippable ad whose media file supports Range', async () => {
    const parsed = vastResponseSchema.parse(await new VASTClient().get(vastUrl(base, 'preroll-skippable'), { timeout: 5000 }));
    const file = parsed.ads[0]?.creatives[0]?.mediaFiles[0]?.fileURL ?? '';
    expect(file).toBe(`${base}/media/ads/preroll.mp4`);
    const res = await fetch(file, { headers: { range: 'bytes=0-1023' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toMatch(/^bytes 0-1023\/\d+$/);
    expect((await res.arrayBuffer()).byteLength).toBe(1024);
  });
});
