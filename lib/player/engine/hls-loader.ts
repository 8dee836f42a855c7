/**
 * hls.js for the player: its settings and its one download per page. The file is a plain script
 * (lib/player/hls-asset.ts) so that the server-rendered player can start it before hydration
 * (early-start.ts); everything after that reaches it through `window.__player.hls`.
 */
import type Hls from 'hls.js';
import type { HlsConfig } from 'hls.js';
import { chooseEngine, detectCapabilities } from '@/lib/player/engine-choice';
import { HLS_SCRIPT_URL } from '@/lib/player/hls-asset';
import { LIVE_SYNC_SEGMENTS } from '@/lib/player/live';
import type { PlayOutcome } from './autoplay';

export type HlsClass = typeof Hls;

/** A stream the server-rendered page started before the app took over (early-start.ts). */
export interface EarlyStream {
  /** The player's <video>, once the parser has created it. */
  video: HTMLVideoElement | null;
  url: string;
  hls: Hls;
  /** hls.js has attached to the <video> (MEDIA_ATTACHED). */
  attached: boolean;
  /** A fatal error happened before the player adopted it: start over instead. */
  failed: boolean;
  /** The autoplay attempt (null when a pre-roll goes first). */
  play: Promise<PlayOutcome> | null;
}

declare global {
  interface Window {
    Hls?: HlsClass;
    /** early: the stream started before hydration; null once the player streams by itself. */
    __player?: { hls?: Promise<HlsClass>; early?: EarlyStream | null };
  }
}

/**
 * hls.js settings. liveDurationInfinity exposes the DVR window as video.seekable; the 90 s back
 * buffer matches the reference DVR window so seeking back inside it does not re-download.
 * Segments are transmuxed on the main thread (no worker): hls.js' worker is built from its whole
 * source and, beside a hydrating page on two cores, took ~150 ms to start, delaying the first
 * frame by as much (bench/first-frame.ts: 900 → 800 ms VOD, 930 → 770 ms live); one segment's
 * transmux is a few milliseconds.
 */
const BASE_CONFIG = {
  liveDurationInfinity: true,
  backBufferLength: 90,
  capLevelToPlayerSize: true,
  enableWorker: false,
} satisfies Partial<HlsConfig>;

/**
 * A low-latency stream's catch-up: up to 1.25× (pitch kept) while within a segment of the target,
 * so a viewer who fell behind by a stall or a slow start returns to it within seconds; further
 * behind is DVR viewing, which hls.js leaves alone.
 */
export const CATCH_UP_RATE = 1.25;

/**
 * The settings for one stream. The standard playlist plays three segments behind the newest one
 * (RFC 8216's minimum hold-back), so live starts quickly without stalling on each refresh; a
 * low-latency playlist (docs/fan-features.md, 'Low-latency live') plays `latencyTarget` seconds
 * behind real time, fed by parts and blocking playlist reloads.
 */
export function hlsConfig(latencyTarget: number | null, profile: PlayerProfile = 'page') {
  const base = profile === 'tile' ? { ...BASE_CONFIG, ...TILE_CONFIG } : BASE_CONFIG;
  return latencyTarget === null
    ? ({ ...base, liveSyncDurationCount: LIVE_SYNC_SEGMENTS } satisfies Partial<HlsConfig>)
    : ({ ...base, lowLatencyMode: true, liveSyncDuration: latencyTarget, maxLiveSyncPlaybackRate: CATCH_UP_RATE } satisfies Partial<HlsConfig>);
}

/** 'tile': one picture of several (multiview), sharing the viewer's bandwidth and decoder. */
export type PlayerProfile = 'page' | 'tile';

/**
 * A tile buffers 10 s ahead and keeps 10 s behind (hls.js' default is 30 s ahead, the page keeps
 * 90 s behind), so four streams fit a laptop's connection and memory; its quality follows its size
 * (StreamEngine.capToHeight) rather than hls.js' capLevelToPlayerSize, which picks a rendition
 * larger than the player.
 */
const TILE_CONFIG = {
  maxBufferLength: 10,
  backBufferLength: 10,
  capLevelToPlayerSize: false,
} satisfies Partial<HlsConfig>;

/**
 * Loads the hls.js script once per page (a failed download may be tried again). The server-rendered
 * player's copy in <head> (early-start.ts) counts while the page loads; once it has loaded, a copy
 * that left no Hls behind failed, and a new one is tried.
 */
export function loadHlsScript(url: string): Promise<HlsClass> {
  const shared = (window.__player ??= {});
  return (shared.hls ??= new Promise<HlsClass>((resolve, reject) => {
    const inHead = document.querySelector<HTMLScriptElement>(`script[src="${url}"]`);
    if (inHead && document.readyState === 'complete') inHead.remove();
    const pending = inHead?.isConnected ? inHead : null;
    const script = pending ?? document.createElement('script');
    script.addEventListener('load', () => (window.Hls ? resolve(window.Hls) : reject(new Error(`no Hls in ${url}`))), { once: true });
    script.addEventListener(
      'error',
      () => {
        shared.hls = undefined;
        script.remove();
        reject(new Error(`could not load ${url}`));
      },
      { once: true },
    );
    if (pending) return;
    script.src = url;
    script.async = true;
    document.head.appendChild(script);
  }));
}

/**
 * Starts downloading hls.js in a browser that will need it, without waiting for a player to mount:
 * the player module calls this when it is evaluated, so the file downloads while the page hydrates
 * instead of after (a server-rendered player has already started it). Only pages that include the
 * player evaluate that module.
 */
export function prefetchEngine(): void {
  if (typeof window === 'undefined' || window.__player?.hls) return;
  if (chooseEngine(detectCapabilities(document.createElement('video'))) !== 'hls.js') return;
  // A failed download is retried by the engine when it needs the script (and reported there).
  loadHlsScript(HLS_SCRIPT_URL).catch(() => undefined);
}
