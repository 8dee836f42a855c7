/**
 * Query parameters of the /dev-ad-test/ page (SPEC §2): which reference stream and which VAST tag to
 * try. Every value is checked against a fixed list; anything garbled falls back to the default, so
 * the page can never be pointed at an arbitrary URL.
 *
 * The names mirror the reference API's media plugin (server/media/urls.ts), which the portal may not
 * import (it talks to the API over HTTP only).
 */

export const DEV_VOD_STREAMS = ['match-a', 'match-b', 'match-c', 'panorama', 'highlight'] as const;
export const DEV_VAST_TAGS = ['preroll-skippable', 'preroll-linear', 'broken', 'empty', 'none'] as const;
export type DevVodStream = (typeof DEV_VOD_STREAMS)[number];
export type DevStream = DevVodStream | 'live';
export type DevVastTag = (typeof DEV_VAST_TAGS)[number];

export interface DevAdTestConfig {
  stream: DevStream;
  /** Live stream key ([a-z0-9-], ≤ 60 so '-pano' still fits the API's 64). */
  liveKey: string;
  vast: DevVastTag;
  autoplay: boolean;
  /** VOD start position in seconds. */
  startAt: number | undefined;
  /** markers=1: test markers on the seek bar and clip in/out controls. */
  markers: boolean;
  /** spoilers=1: the player as a spoiler-free replay (PlayerProps.spoilerSafe). */
  spoilerSafe: boolean;
  /** event={id}: the tag panel, clip editor and clip list of that event around the player. */
  eventId: string | null;
}

export const DEV_DEFAULTS: DevAdTestConfig = {
  stream: 'match-a',
  liveKey: 'dev-ad-test',
  vast: 'preroll-skippable',
  autoplay: true,
  startAt: undefined,
  markers: false,
  spoilerSafe: false,
  eventId: null,
};

type Search = Record<string, string | string[] | undefined>;
const one = (q: Search, key: string): string | undefined => {
  const v = q[key];
  return Array.isArray(v) ? v[0] : v;
};
const oneOf = <T extends string>(list: readonly T[], value: string | undefined, fallback: T): T =>
  value !== undefined && (list as readonly string[]).includes(value) ? (value as T) : fallback;

const LIVE_KEY = /^[a-z0-9-]{1,60}$/;
const EVENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function parseDevAdTestParams(q: Search): DevAdTestConfig {
  const stream = oneOf<DevStream>([...DEV_VOD_STREAMS, 'live'], one(q, 'stream'), DEV_DEFAULTS.stream);
  const key = one(q, 'key');
  const start = Number(one(q, 'start'));
  return {
    stream,
    // '-pano' keys are the panoramic picture: the page adds that suffix itself for the second view.
    liveKey: key && LIVE_KEY.test(key) && !key.endsWith('-pano') ? key : DEV_DEFAULTS.liveKey,
    vast: oneOf(DEV_VAST_TAGS, one(q, 'vast'), DEV_DEFAULTS.vast),
    autoplay: one(q, 'autoplay') !== '0',
    startAt: stream !== 'live' && Number.isFinite(start) && start > 0 && start < 24 * 3600 ? start : undefined,
    markers: one(q, 'markers') === '1',
    spoilerSafe: one(q, 'spoilers') === '1',
    eventId: EVENT_ID.test(one(q, 'event') ?? '') ? (one(q, 'event') ?? null) : null,
  };
}

export interface DevPlayerInput {
  src: { hd: string; panoramic: string };
  live: boolean;
  ads: { vastUrl: string; offset: number }[];
}

/**
 * The Player props for a config, against the API's public origin (no trailing slash). Streams go
 * through the API's test door (/media/dev/…), which redirects to a signed address: these streams
 * belong to no event, so no event answer could carry their signed URL (server/media/README.md).
 */
export function devPlayerInput(config: DevAdTestConfig, mediaBase: string): DevPlayerInput {
  const base = mediaBase.replace(/\/+$/, '');
  const live = config.stream === 'live';
  const src = live
    ? { hd: `${base}/media/dev/live/${config.liveKey}/master.m3u8`, panoramic: `${base}/media/dev/live/${config.liveKey}-pano/master.m3u8` }
    : { hd: `${base}/media/dev/vod/${config.stream}/master.m3u8`, panoramic: `${base}/media/dev/vod/panorama/master.m3u8` };
  const ads = config.vast === 'none' ? [] : [{ vastUrl: `${base}/media/vast/${config.vast}.xml`, offset: 0 }];
  return { src, live, ads };
}

/** The test markers of markers=1 (seconds into the 24 s fixtures; the colours of two teams and the default). */
export const DEV_MARKERS = [
  { id: 'dev-1', time: 4, color: '#e11d48' },
  { id: 'dev-2', time: 12, color: '#2563eb' },
  { id: 'dev-3', time: 18, color: null },
] as const;
