/**
 * Live DVR arithmetic on media time (the <video>'s currentTime scale). The seekable range is the DVR
 * window the playlist still lists; the *live edge* is where a viewer watching live sits, held back
 * from the window's end by a few segments (HLS recommends ≥ 3 target durations, RFC 8216 §6.3.3) so
 * playback does not run dry while the next segment is produced.
 */

/** Segments held back from the playlist end; also hls.js' liveSyncDurationCount. */
export const LIVE_SYNC_SEGMENTS = 3;
/** A window shorter than this offers no useful 'start over'. */
export const MIN_START_OVER_WINDOW_S = 30;

export interface LiveInput {
  currentTime: number;
  seekableStart: number;
  seekableEnd: number;
  /** The engine's own live sync position (hls.js liveSyncPosition), when it knows one. */
  syncPosition?: number | null;
  /** The playlist's target duration in seconds (segment length upper bound). */
  targetDuration: number;
}

export interface LiveWindow {
  /** Earliest position still in the DVR window. */
  start: number;
  /** The live edge: where 'jump to live' goes. */
  edge: number;
  /** Seconds the window spans from start to edge. */
  length: number;
  /** Seconds behind the live edge, ≥ 0. */
  behind: number;
  /** Close enough to the edge to count as live (the 'LIVE' badge lights up). */
  atLiveEdge: boolean;
  /** Long enough to make 'start over' worthwhile. */
  canStartOver: boolean;
}

/**
 * How far a live viewer may drift from the edge and still be 'live': the edge moves in steps of one
 * segment at each playlist refresh, and buffering adds a moment, so a fixed 1 s would flicker.
 */
export function liveEdgeTolerance(targetDuration: number): number {
  return Math.max(5, 1.5 * safeTarget(targetDuration));
}

const safeTarget = (t: number) => (Number.isFinite(t) && t > 0 ? t : 2);

/** The live edge: the engine's sync position if sane, else the window end minus the hold-back. */
export function liveEdgeOf(input: Pick<LiveInput, 'seekableStart' | 'seekableEnd' | 'syncPosition' | 'targetDuration'>): number {
  const { seekableStart, seekableEnd, syncPosition } = input;
  if (syncPosition != null && Number.isFinite(syncPosition) && syncPosition >= seekableStart && syncPosition <= seekableEnd) return syncPosition;
  return Math.max(seekableStart, seekableEnd - LIVE_SYNC_SEGMENTS * safeTarget(input.targetDuration));
}

/** The DVR window around the current time, or null before the stream has a seekable range. */
export function liveWindow(input: LiveInput): LiveWindow | null {
  const { seekableStart, seekableEnd, currentTime } = input;
  if (!Number.isFinite(seekableStart) || !Number.isFinite(seekableEnd) || seekableEnd <= seekableStart) return null;
  const edge = liveEdgeOf(input);
  const length = Math.max(0, edge - seekableStart);
  const behind = Math.max(0, edge - (Number.isFinite(currentTime) ? currentTime : edge));
  return {
    start: seekableStart,
    edge,
    length,
    behind,
    atLiveEdge: behind <= liveEdgeTolerance(input.targetDuration),
    canStartOver: length >= MIN_START_OVER_WINDOW_S,
  };
}

/** The standard latency target: the hold-back of the standard playlist, where a low-latency stream falls back to after a stall. */
export function standardLatency(targetDuration: number): number {
  return LIVE_SYNC_SEGMENTS * safeTarget(targetDuration);
}

/** A clock further off than this makes now − program date meaningless: the engine's own estimate is shown instead. */
const MAX_PLAUSIBLE_LATENCY_S = 120;

/**
 * How far behind real time the picture is, in seconds to one decimal: now minus the program date of
 * the frame on screen (EXT-X-PROGRAM-DATE-TIME), which trusts the device's clock; a clock so far off
 * that the figure is negative or absurd gives way to the engine's estimate from the playlist (hls.js
 * `latency`). Null when neither is known.
 */
export function latencyBehindRealTime(now: number, programDate: Date | null, engineLatency: number | null): number | null {
  const fromDate = programDate ? (now - programDate.getTime()) / 1000 : Number.NaN;
  const seconds = fromDate >= 0 && fromDate <= MAX_PLAUSIBLE_LATENCY_S ? fromDate : engineLatency;
  return seconds != null && Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 10) / 10 : null;
}

/**
 * Where 'start over' seeks: one segment inside the window, because the window's first segment is
 * the next to slide out and a seek exactly to the start would land outside it a moment later.
 */
export function startOverPosition(win: LiveWindow, targetDuration: number): number {
  return Math.min(win.edge, win.start + safeTarget(targetDuration));
}

/**
 * Clamps a seek target: inside [0, duration] for VOD (stopping just short of the end so a seek to
 * 'end' does not fire 'ended' before the viewer sees the last frame), inside [window start, edge]
 * for live.
 */
export function clampSeek(target: number, range: { live: boolean; duration: number; window: LiveWindow | null }): number {
  if (!Number.isFinite(target)) return 0;
  if (range.live) {
    if (!range.window) return target;
    return Math.min(range.window.edge, Math.max(range.window.start, target));
  }
  const end = Number.isFinite(range.duration) && range.duration > 0 ? Math.max(0, range.duration - 0.1) : Math.max(0, target);
  return Math.min(end, Math.max(0, target));
}
