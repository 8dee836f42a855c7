/**
 * Picks the pre-roll to play from a parsed VAST response (@dailymotion/vast-client's VASTResponse,
 * typed loosely by the library, hence the runtime checks): the first ad with a linear creative and a
 * progressive media file this browser can play.
 */
import type { LinearAd } from './ad-machine';

export interface PickedAd<A = unknown, C = unknown> {
  ad: LinearAd;
  /** The library's own ad and creative objects, for VASTTracker. */
  vastAd: A;
  creative: C;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const isHttp = (url: string) => /^https?:\/\//i.test(url);

export function pickLinearAd<A = unknown, C = unknown>(response: unknown, canPlay: (mimeType: string) => boolean): PickedAd<A, C> | null {
  if (!isObj(response) || !Array.isArray(response.ads)) return null;
  for (const vastAd of response.ads as unknown[]) {
    if (!isObj(vastAd) || !Array.isArray(vastAd.creatives)) continue;
    for (const creative of vastAd.creatives as unknown[]) {
      if (!isObj(creative) || creative.type !== 'linear' || !Array.isArray(creative.mediaFiles)) continue;
      const mediaUrl = pickMediaFile(creative.mediaFiles as unknown[], canPlay);
      if (!mediaUrl) continue;
      const skip = num(creative.skipDelay);
      const click = isObj(creative.videoClickThroughURLTemplate) ? str(creative.videoClickThroughURLTemplate.url) : str(creative.videoClickThroughURLTemplate);
      return {
        ad: {
          id: str(vastAd.id) ?? 'ad',
          mediaUrl,
          duration: Math.max(0, num(creative.duration) ?? 0),
          // vast-client uses -1 / null for 'no skipoffset'.
          skipOffset: skip !== null && skip >= 0 ? skip : null,
          clickThroughUrl: click && isHttp(click) ? click : null,
        },
        vastAd: vastAd as A,
        creative: creative as C,
      };
    }
  }
  return null;
}

/** Progressive files only: streaming (HLS/DASH) ad files would need the content engine. MP4 first. */
function pickMediaFile(files: unknown[], canPlay: (mimeType: string) => boolean): string | null {
  const playable = files
    .filter(isObj)
    .map((f) => ({ url: str(f.fileURL), type: str(f.mimeType) ?? '', delivery: str(f.deliveryType) ?? 'progressive' }))
    .filter((f): f is { url: string; type: string; delivery: string } => f.url !== null && isHttp(f.url) && f.delivery === 'progressive' && canPlay(f.type));
  playable.sort((a, b) => Number(b.type === 'video/mp4') - Number(a.type === 'video/mp4'));
  return playable[0]?.url ?? null;
}
