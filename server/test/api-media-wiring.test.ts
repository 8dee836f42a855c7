/**
 * The catalogue's media addresses are served by the media plugin registered in the app: streams of
 * a VOD and a live event (playlist and first segment), the live window advancing with the clock,
 * posters, logos, banners and VAST tags.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { identityListAnswerSchema, mediaListSchema, type MediaItem } from '@/lib/api/contract';
import { buildTestApp, type TestApp } from './api-helpers';
import { parseMediaPlaylist } from './media-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
let items: MediaItem[];
beforeAll(async () => {
  t = await buildTestApp();
  items = mediaListSchema.parse((await t.app.inject({ method: 'POST', url: '/api/event/list', payload: { size: 1000 } })).json()).entries;
});
afterAll(() => t.app.close());

/** Answers are absolute on API_PUBLIC_URL (http://api.test); inject takes the path. */
const fetchPath = (url: string) => t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });

async function firstSegment(master: string): Promise<{ playlist: ReturnType<typeof parseMediaPlaylist>; segment: { statusCode: number; rawPayload: Buffer } }> {
  const masterRes = await fetchPath(master);
  expect(masterRes.statusCode).toBe(200);
  const variant = masterRes.body.split('\n').find((l) => l.trim() && !l.startsWith('#'));
  if (!variant) throw new Error('master playlist without variants');
  const variantUrl = new URL(variant.trim(), master).toString();
  const playlist = parseMediaPlaylist((await fetchPath(variantUrl)).body);
  const first = playlist.segments[0];
  if (!first) throw new Error('media playlist without segments');
  return { playlist, segment: await fetchPath(new URL(first.uri, variantUrl).toString()) };
}

const playable = (test: (e: MediaItem) => boolean) => {
  const e = items.find((x) => test(x) && x.eventUrl !== null);
  if (!e?.eventUrl) throw new Error('no playable item');
  return e.eventUrl;
};

describe('media wiring', () => {
  it("serves an archived event's VOD playlist and its first segment", async () => {
    const { playlist, segment } = await firstSegment(playable((e) => e.eventStatus === 'vod'));
    expect(playlist.endList).toBe(true);
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload.length).toBeGreaterThan(1000);
  });

  it("serves a live event's sliding window, which has advanced when fetched again 8 s later", async () => {
    const url = playable((e) => e.eventStatus === 'LIVE');
    const before = await firstSegment(url);
    expect(before.playlist.endList).toBe(false);
    expect(before.segment.statusCode).toBe(200);
    t.clock.advance(8000);
    const after = await firstSegment(url);
    expect(after.playlist.mediaSequence).toBeGreaterThan(before.playlist.mediaSequence);
  });

  it('serves posters, team logos, league banners and VAST tags named in answers', async () => {
    const withAd = items.find((e) => e.ads[0]?.vastUrl.includes('preroll'));
    const identities = identityListAnswerSchema.parse((await t.app.inject({ method: 'POST', url: '/api/identity/list', payload: { size: 1000 } })).json()).entries;
    const urls = [
      items[0]?.imageUrl,
      items[0]?.team1?.logo,
      identities.find((i) => i.type === 'league')?.bannerUrl,
      identities.find((i) => i.type === 'league')?.mobileBanners[0]?.imageUrl,
      withAd?.ads[0]?.vastUrl,
    ];
    for (const url of urls) {
      expect(url).toMatch(/^http:\/\/api\.test\/media\//);
      expect((await fetchPath(url ?? '')).statusCode, url ?? '').toBe(200);
    }
  });
});
