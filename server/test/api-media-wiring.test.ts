/**
 * The catalogue's media addresses are served by the media plugin registered in the app: streams of
 * a VOD and a live event (playlist and first segment), the live window advancing with the clock,
 * posters, logos, banners and VAST tags. Streams only for viewers who may watch them, signed for
 * them (SPEC §6), including in the answers about their own clips; the ad log is the operator's.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { identityListAnswerSchema, mediaItemAnswerSchema, mediaListSchema, type MediaItem } from '@/lib/api/contract';
import { signToken } from '../media/signing';
import { admin, as, buildTestApp, login, type TestApp } from './api-helpers';
import { parseMaster, parseMediaPlaylist } from './media-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const SIGNING_KEY = 'api-media-wiring-signing-key-0123456789';
const TTL = 900;

let t: TestApp;
let items: MediaItem[];
beforeAll(async () => {
  t = await buildTestApp({ MEDIA_SIGNING_KEY: SIGNING_KEY, MEDIA_URL_TTL: String(TTL) });
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

  it("offers a live event's stream as low-latency HLS too, signed like it; nothing for an archived one", async () => {
    const live = items.find((e) => e.eventStatus === 'LIVE' && e.source.hd);
    const archived = items.find((e) => e.eventStatus === 'vod' && e.source.hd);
    expect(archived?.source.lowLatency).toBeNull();
    const address = live?.source.lowLatency ?? '';
    expect(address).toMatch(/^http:\/\/api\.test\/media\/s\/[^/]+\/live\/[^/]+\/master-ll\.m3u8$/);
    const { variants } = parseMaster((await fetchPath(address)).body);
    const playlist = await fetchPath(new URL(variants[0]!.uri, address).toString());
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toMatch(/#EXT-X-PART-INF:PART-TARGET=/);
  });

  it('serves posters, team logos, league banners and VAST tags named in answers', async () => {
    const withAd = items.find((e) => e.ads[0]?.vastUrl.includes('preroll'));
    const identities = identityListAnswerSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/identity/list', payload: { size: 1000 } })).json(),
    ).entries;
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

/** ev-0091: a live subscription event; ev-0141: a live pay-per-view event (seed). */
const SUBSCRIPTION = 'ev-0091';
const PPV = 'ev-0141';
/** The token segment and the rest of a signed address. */
const SIGNED = /^http:\/\/api\.test\/media\/s\/([^/]+)\/(.+)$/;

async function eventAs(token: string | null, id: string): Promise<MediaItem> {
  const opts = { method: 'GET' as const, url: `/api/event/get_by_id/id/${id}` };
  const res = token ? await as(t.app, token)(opts) : await t.app.inject(opts);
  expect(res.statusCode).toBe(200);
  return mediaItemAnswerSchema.parse(res.json()).content;
}

const streamsOf = (e: MediaItem) => [e.eventUrl, e.source.hd, e.source.panoramic];

describe('stream entitlement', () => {
  it('gives anonymous and non-entitled viewers no stream of subscription and pay-per-view events', async () => {
    const viewer = await login(t.app, 'viewer@demo.test');
    const subscriber = await login(t.app, 'subscriber@demo.test');
    for (const [token, id] of [
      [null, SUBSCRIPTION],
      [null, PPV],
      [viewer.token, SUBSCRIPTION],
      [viewer.token, PPV],
      [subscriber.token, PPV],
    ] as const) {
      const e = await eventAs(token, id);
      expect(e.eventStatus).toBe('LIVE');
      expect(e.isEventAvailableForUser).toBe(false);
      expect(streamsOf(e), `${id} as ${token ? 'a viewer' : 'anonymous'}`).toEqual([null, null, null]);
    }
  });

  it.each([
    '/media/live/ev-0091/master.m3u8',
    '/media/live/ev-0141/360p/index.m3u8',
    '/media/vod/match-c/master.m3u8',
    '/media/vod/match-c/360p/seg-000.ts',
    '/media/live/anything/master.m3u8',
  ])('answers 404 at the unsigned address %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: true, messageErrorCode: 'not_found' });
  });

  it("plays an entitled viewer's live stream, whose ../../../vod segments resolve under the same token", async () => {
    const subscriber = await login(t.app, 'subscriber@demo.test');
    const e = await eventAs(subscriber.token, SUBSCRIPTION);
    const [, token = '', rest] = SIGNED.exec(e.eventUrl ?? '') ?? [];
    expect(rest).toBe(`live/${SUBSCRIPTION}/master.m3u8`);
    expect(token.split('.')[1]).toMatch(/^ss-/); // the subscriber's session, not 'anon'
    expect(e.source.hd).toBe(e.eventUrl);
    const master = await fetchPath(e.eventUrl ?? '');
    expect(master.statusCode).toBe(200);
    const variantUrl = new URL(parseMaster(master.body).variants[0]?.uri ?? '', e.eventUrl ?? '').href;
    const variant = await fetchPath(variantUrl);
    expect(variant.statusCode).toBe(200);
    const segUri = parseMediaPlaylist(variant.body).segments[0]?.uri ?? '';
    expect(segUri).toMatch(/^\.\.\/\.\.\/\.\.\/vod\//);
    const segUrl = new URL(segUri, variantUrl).href;
    expect(segUrl.startsWith(`http://api.test/media/s/${token}/vod/`)).toBe(true);
    const seg = await fetchPath(segUrl);
    expect(seg.statusCode).toBe(200);
    expect(seg.rawPayload[0]).toBe(0x47);
  });

  it('plays a free archived event with subtitles for anonymous viewers under an anonymous token', async () => {
    const found = items.find((x) => x.eventStatus === 'vod' && x.eventUrl?.endsWith('/vod/match-a/master.m3u8'));
    const url = (await eventAs(null, found?.id ?? '')).eventUrl ?? '';
    expect(SIGNED.exec(url)?.[1]?.split('.')[1]).toBe('anon');
    const { media } = parseMaster((await fetchPath(url)).body);
    const subsUrl = new URL(media[0]?.URI ?? '', url).href;
    const subs = await fetchPath(subsUrl);
    expect(subs.statusCode).toBe(200);
    const vtt = await fetchPath(new URL(parseMediaPlaylist(subs.body).segments[0]?.uri ?? '', subsUrl).href);
    expect(vtt.statusCode).toBe(200);
    expect(vtt.body).toMatch(/^WEBVTT/);
  });

  it('refuses a forged, tampered, misapplied or expired token with 403 and the error envelope', async () => {
    const subscriber = await login(t.app, 'subscriber@demo.test');
    const url = (await eventAs(subscriber.token, SUBSCRIPTION)).eventUrl ?? '';
    const [, token = ''] = SIGNED.exec(url) ?? [];
    const [exp = '', sid = '', kind = '', name = ''] = token.split('.');
    const sibling = (other: string) => url.replace(token, other);
    const refused = [
      sibling(signToken('a-forger-who-guessed-the-format-000000', { kind: 'live', name }, sid, Number(exp))),
      sibling(`${Number(exp) + 3600}.${sid}.${kind}.${name}.${token.split('.')[4] ?? ''}`),
      sibling(`${exp}.${sid}.${kind}.${PPV}.${token.split('.')[4] ?? ''}`).replace(`/live/${SUBSCRIPTION}/`, `/live/${PPV}/`),
      url.replace(`/live/${SUBSCRIPTION}/master.m3u8`, `/live/${PPV}/master.m3u8`),
    ];
    for (const u of refused) {
      const res = await fetchPath(u);
      expect(res.statusCode, u).toBe(403);
      expect(res.json()).toMatchObject({ error: true, messageErrorCode: 'forbidden' });
    }
    // A live token opens only the VOD files its playlists use.
    const segs = parseMediaPlaylist((await fetchPath(new URL('360p/index.m3u8', url).href)).body).segments;
    const own = /vod\/([a-z-]+)\//.exec(segs[0]?.uri ?? '')?.[1];
    const foreign = ['match-a', 'match-b', 'match-c'].find((a) => a !== own) ?? '';
    expect((await fetchPath(url.replace(`/live/${SUBSCRIPTION}/master.m3u8`, `/vod/${own}/master.m3u8`))).statusCode).toBe(200);
    expect((await fetchPath(url.replace(`/live/${SUBSCRIPTION}/master.m3u8`, `/vod/${foreign}/master.m3u8`))).statusCode).toBe(403);

    t.clock.advance(TTL * 1000);
    const expired = await fetchPath(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ error: true, messageErrorCode: 'forbidden' });
    // The same viewer simply asks the API again.
    expect((await fetchPath((await eventAs(subscriber.token, SUBSCRIPTION)).eventUrl ?? '')).statusCode).toBe(200);
  });

  it('answers 404 for a well-signed stream that does not exist', async () => {
    const exp = Math.floor(t.clock.now() / 1000) + 60;
    for (const [scope, path] of [
      [{ kind: 'vod', name: 'match-z' }, 'vod/match-z/master.m3u8'],
      [{ kind: 'live', name: 'ev-0091' }, 'live/ev-0091/720p/index.m3u8'],
      [{ kind: 'vod', name: 'match-a' }, 'vod/match-a/360p/seg-999.ts'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/media/s/${signToken(SIGNING_KEY, scope, 'anon', exp)}/${path}` });
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ error: true, messageErrorCode: 'not_found' });
    }
  });
});

describe('clips of events the viewer may not watch', () => {
  /** Live subscription, live PPV, an archived subscription event, and one blocked in the viewer's country (GB). */
  const lockedIds = () => [
    SUBSCRIPTION,
    PPV,
    items.find((e) => e.eventStatus === 'vod' && e.accessType === 'subscription')?.id ?? '',
    items.find((e) => !e.isEventAvailableInUserRegion)?.id ?? '',
  ];

  it('answer without the parent stream: on create, in the user list and by id', async () => {
    const viewer = await login(t.app, 'viewer@demo.test');
    const call = as(t.app, viewer.token);
    for (const eventId of lockedIds()) {
      const created = await call({ method: 'POST', url: '/api/clip/create', payload: { title: 'Mine', event_id: eventId, media_type: 'user_clip' } });
      expect(created.statusCode, eventId).toBe(200);
      const clip = mediaItemAnswerSchema.parse(created.json()).content;
      expect(streamsOf(clip), eventId).toEqual([null, null, null]);
      const byId = await call({ method: 'GET', url: `/api/clip/get_by_id/id/${clip.id}?media_type=user_clip` });
      expect(streamsOf(mediaItemAnswerSchema.parse(byId.json()).content)).toEqual([null, null, null]);
      const list = await call({ method: 'POST', url: '/api/clip/user_list', payload: { filters: { event_id: eventId } } });
      const entries = mediaListSchema.parse(list.json()).entries;
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) expect(streamsOf(entry)).toEqual([null, null, null]);
    }
  });

  it('carry the stream, signed for the viewer, when they may watch the event', async () => {
    const viewer = await login(t.app, 'viewer@demo.test');
    const free = items.find((e) => e.accessType === 'free' && e.eventStatus === 'vod' && e.eventUrl !== null);
    const res = await as(
      t.app,
      viewer.token,
    )({ method: 'POST', url: '/api/clip/create', payload: { title: 'Mine', event_id: free?.id, media_type: 'user_clip' } });
    const clip = mediaItemAnswerSchema.parse(res.json()).content;
    expect(SIGNED.exec(clip.eventUrl ?? '')?.[1]?.split('.')[1]).toMatch(/^ss-/);
    expect((await fetchPath(clip.eventUrl ?? '')).statusCode).toBe(200);
  });
});

describe('ad tracking log', () => {
  it('is readable and clearable with the operator key only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/media/vast/hits' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/media/vast/hits', headers: { 'x-admin-key': 'not-the-key' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/media/vast/hits', headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/media/vast/hits', headers: admin })).statusCode).toBe(204);
  });
});
