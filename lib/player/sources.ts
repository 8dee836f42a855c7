/**
 * Which stream the player plays: an event has an hd stream and may have a panoramic one (SPEC §3
 * `source`). The viewer picks a view; a missing URL falls back to the other view. A live hd stream
 * may also come as a low-latency playlist (docs/fan-features.md, 'Low-latency live').
 */

export type SourceView = 'hd' | 'panoramic';

export interface PlayerSources {
  hd?: string | null;
  panoramic?: string | null;
  /** The hd stream's low-latency playlist (live only). */
  lowLatency?: string | null;
}

const usable = (url: string | null | undefined): url is string => typeof url === 'string' && url.trim() !== '';

/** The views that have a URL, hd first. */
export function availableViews(src: PlayerSources): SourceView[] {
  const views: SourceView[] = [];
  if (usable(src.hd)) views.push('hd');
  if (usable(src.panoramic)) views.push('panoramic');
  return views;
}

/** The preferred view when it has a URL, else the other one, else null (nothing to play). */
export function resolveView(src: PlayerSources, preferred: SourceView): SourceView | null {
  const views = availableViews(src);
  if (views.includes(preferred)) return preferred;
  return views[0] ?? null;
}

export function urlFor(src: PlayerSources, view: SourceView | null): string | null {
  if (!view) return null;
  const url = src[view];
  return usable(url) ? url.trim() : null;
}

/** The low-latency playlist to play for `view`, or null: only the hd view has one, and only with a latency target. */
export function lowLatencyUrlFor(src: PlayerSources, view: SourceView | null, latencyTarget: number | null | undefined): string | null {
  if (view !== 'hd' || latencyTarget == null || !usable(src.lowLatency)) return null;
  return src.lowLatency.trim();
}

export interface ResumeInput {
  /** Whether the stream being left was live. */
  wasLive: boolean;
  currentTime: number;
  duration: number;
}

/**
 * Where the next source starts after a switch of URL or view: the same position for VOD (the hd and
 * panoramic streams of one event share a timeline), the live edge (undefined) for live, and the
 * start for a VOD that had reached or passed its end.
 */
export function resumePosition(prev: ResumeInput | null, fallback?: number): number | undefined {
  if (!prev) return fallback;
  if (prev.wasLive) return undefined;
  if (!Number.isFinite(prev.currentTime) || prev.currentTime <= 0) return fallback;
  if (Number.isFinite(prev.duration) && prev.duration > 0 && prev.currentTime >= prev.duration - 0.5) return 0;
  return prev.currentTime;
}
