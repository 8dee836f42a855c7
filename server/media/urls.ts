/**
 * Addresses of the reference API's media (HLS, VAST, images). The catalogue stores and answers
 * these; the media plugin serves them. `base` is the API's public origin, e.g. http://localhost:4000.
 */

/** Committed VOD fixtures (server/media/fixtures/vod/{asset}/). */
export const VOD_ASSETS = ['match-a', 'match-b', 'match-c', 'panorama', 'highlight'] as const;
export type VodAsset = (typeof VOD_ASSETS)[number];

/** Local VAST tags: two playable pre-rolls, a broken document and an empty (no ad) answer. */
export const VAST_TAGS = ['preroll-skippable', 'preroll-linear', 'broken', 'empty'] as const;
export type VastTag = (typeof VAST_TAGS)[number];

const enc = encodeURIComponent;

/** Master playlist of a VOD fixture (several renditions). */
export const vodUrl = (base: string, asset: VodAsset) => `${base}/media/vod/${asset}/master.m3u8`;

/**
 * Master playlist of a simulated live stream: any key ([a-z0-9-]+) is a stream whose sliding
 * window advances with wall-clock time. Keys ending in '-pano' give the panoramic picture.
 */
export const liveUrl = (base: string, key: string) => `${base}/media/live/${enc(key)}/master.m3u8`;

/** The low-latency master of a simulated live stream's address (media/README.md "Low latency"); null for any other stream. */
export function lowLatencyUrl(streamUrl: string): string | null {
  return /\/media\/live\/[^/]+\/master\.m3u8$/.test(streamUrl) ? streamUrl.replace(/master\.m3u8$/, 'master-ll.m3u8') : null;
}

export const vastUrl = (base: string, tag: VastTag) => `${base}/media/vast/${tag}.xml`;

/** Generated artwork as WebP (the same drawings answer as SVG under .svg); `seed` makes them deterministic. */
export const posterUrl = (base: string, seed: string, title = '') => `${base}/media/img/poster/${enc(seed)}.webp${title ? `?title=${enc(title)}` : ''}`;
export const logoUrl = (base: string, seed: string, color: string, text: string) =>
  `${base}/media/img/logo/${enc(seed)}.webp?color=${enc(color)}&text=${enc(text)}`;
export const bannerUrl = (base: string, seed: string, title: string, variant: 'wide' | 'mobile' = 'wide') =>
  `${base}/media/img/banner/${enc(seed)}.webp?title=${enc(title)}&variant=${variant}`;
