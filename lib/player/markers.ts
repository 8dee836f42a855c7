/**
 * Timeline markers (tags and comments on the seek bar) and clip in/out points: the pure rules the
 * player applies, unit-tested in tests/unit/player-markers.test.ts. Times are media seconds.
 */
import type { ClipRange } from './clip-range';

export { EMPTY_CLIP, type ClipRange } from './clip-range';

export interface PlayerMarker {
  id: string;
  /** Media time in seconds. */
  time: number;
  /** CSS colour (a team colour); null for the default. */
  color?: string | null;
  /** What the marker is (the tag title): its accessible name and hover text. Plain text. */
  label: string;
}

/** The shortest clip the player lets one mark (the API needs end after start). */
export const MIN_CLIP_S = 1;

/**
 * "Previous" from just after a marker goes to the one before it, as chapter navigation does: a
 * marker counts as behind the playhead only when more than this many seconds behind.
 */
export const PREVIOUS_GRACE_S = 1.5;
/** "Next" skips a marker the playhead is (almost) on. */
export const NEXT_GRACE_S = 0.25;

export function sortMarkers<T extends PlayerMarker>(markers: readonly T[]): T[] {
  return [...markers].sort((a, b) => a.time - b.time || a.id.localeCompare(b.id));
}

export function nextMarker<T extends PlayerMarker>(markers: readonly T[], current: number): T | null {
  return sortMarkers(markers).find((m) => m.time > current + NEXT_GRACE_S) ?? null;
}

export function previousMarker<T extends PlayerMarker>(markers: readonly T[], current: number): T | null {
  const before = sortMarkers(markers).filter((m) => m.time < current - PREVIOUS_GRACE_S);
  return before[before.length - 1] ?? null;
}

/** The markers up to the playhead: a spoiler-free replay shows none still to come (a goal ahead). */
export function markersBehind<T extends PlayerMarker>(markers: readonly T[], current: number): T[] {
  return markers.filter((m) => m.time <= current + NEXT_GRACE_S);
}

/** The markers inside the seekable range [min, max], with their position along it in percent. */
export function placeMarkers<T extends PlayerMarker>(markers: readonly T[], min: number, max: number): (T & { percent: number })[] {
  if (!(max > min)) return [];
  return sortMarkers(markers)
    .filter((m) => Number.isFinite(m.time) && m.time >= min && m.time <= max)
    .map((m) => ({ ...m, percent: ((m.time - min) / (max - min)) * 100 }));
}

/**
 * Marks the in point at `time`. An out point at or before it is dropped (the viewer is starting a
 * new clip); one less than MIN_CLIP_S after it is dropped too.
 */
export function markIn(range: ClipRange, time: number): ClipRange {
  const start = Math.max(0, time);
  const end = range.end !== null && range.end - start >= MIN_CLIP_S ? range.end : null;
  return { start, end };
}

/** Marks the out point at `time`; an in point at or after it (or too close) is dropped. */
export function markOut(range: ClipRange, time: number): ClipRange {
  const end = Math.max(0, time);
  const start = range.start !== null && end - range.start >= MIN_CLIP_S ? range.start : null;
  return { start, end };
}

/** A range that can be saved: both points, the out after the in by at least MIN_CLIP_S. */
export function isCompleteClip(range: ClipRange): range is { start: number; end: number } {
  return range.start !== null && range.end !== null && range.end - range.start >= MIN_CLIP_S;
}
