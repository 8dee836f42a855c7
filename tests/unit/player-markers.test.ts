import { describe, expect, it } from 'vitest';
import { commandForKey, shortcutsFor } from '@/lib/player/keyboard';
import { EMPTY_CLIP, isCompleteClip, markersBehind, markIn, markOut, nextMarker, placeMarkers, previousMarker } from '@/lib/player/markers';

const markers = [
  { id: 'c', time: 18, label: 'Save' },
  { id: 'a', time: 4, label: 'Kick-off' },
  { id: 'b', time: 12, label: 'Goal' },
];

describe('marker navigation', () => {
  it('goes to the next marker after the playhead, in time order whatever the input order', () => {
    expect(nextMarker(markers, 0)?.id).toBe('a');
    expect(nextMarker(markers, 5)?.id).toBe('b');
    expect(nextMarker(markers, 18.5)).toBeNull();
  });

  it('skips the marker the playhead is on when going next', () => {
    expect(nextMarker(markers, 12)?.id).toBe('c');
    expect(nextMarker(markers, 11.9)?.id).toBe('c');
  });

  it('goes to the previous marker, past one just played (like chapter navigation)', () => {
    expect(previousMarker(markers, 20)?.id).toBe('c');
    expect(previousMarker(markers, 13)?.id).toBe('a');
    expect(previousMarker(markers, 14)?.id).toBe('b');
    expect(previousMarker(markers, 4)).toBeNull();
  });

  it('leaves a spoiler-free replay only the markers up to the playhead, so next finds none ahead', () => {
    expect(markersBehind(markers, 11).map((m) => m.id)).toEqual(['a']);
    expect(
      markersBehind(markers, 12)
        .map((m) => m.id)
        .sort(),
    ).toEqual(['a', 'b']);
    expect(nextMarker(markersBehind(markers, 5), 5)).toBeNull();
    expect(previousMarker(markersBehind(markers, 14), 14)?.id).toBe('b');
  });

  it('places only markers inside the seekable range, as a percentage of it', () => {
    expect(placeMarkers(markers, 0, 24).map((m) => [m.id, Math.round(m.percent)])).toEqual([
      ['a', 17],
      ['b', 50],
      ['c', 75],
    ]);
    expect(placeMarkers(markers, 10, 15).map((m) => m.id)).toEqual(['b']);
    expect(placeMarkers(markers, 0, 0)).toEqual([]);
    expect(placeMarkers([{ id: 'x', time: Number.NaN, label: 'x' }], 0, 10)).toEqual([]);
  });
});

describe('clip in and out points', () => {
  it('marks in then out', () => {
    expect(markOut(markIn(EMPTY_CLIP, 3), 9)).toEqual({ start: 3, end: 9 });
  });

  it('marks out then in', () => {
    expect(markIn(markOut(EMPTY_CLIP, 9), 3)).toEqual({ start: 3, end: 9 });
  });

  it('drops an out point that a new in point passes, and an in point a new out point precedes', () => {
    expect(markIn({ start: 3, end: 9 }, 10)).toEqual({ start: 10, end: null });
    expect(markOut({ start: 5, end: 9 }, 2)).toEqual({ start: null, end: 2 });
  });

  it('needs at least a second between the points to be complete', () => {
    expect(markOut({ start: 5, end: null }, 5.5)).toEqual({ start: null, end: 5.5 });
    expect(isCompleteClip({ start: 5, end: 6 })).toBe(true);
    expect(isCompleteClip({ start: 5, end: null })).toBe(false);
    expect(isCompleteClip(EMPTY_CLIP)).toBe(false);
  });

  it('never marks before 0', () => {
    expect(markIn(EMPTY_CLIP, -2)).toEqual({ start: 0, end: null });
  });
});

describe('marker and clip shortcuts', () => {
  const all = new Set(['markers', 'clip'] as const);

  it('maps n / p to the next / previous marker and i / o to the clip points when the page uses them', () => {
    expect(commandForKey({ key: 'n' }, 'other', all)).toEqual({ type: 'nextMarker' });
    expect(commandForKey({ key: 'P' }, 'other', all)).toEqual({ type: 'previousMarker' });
    expect(commandForKey({ key: 'i' }, 'button', all)).toEqual({ type: 'clipIn' });
    expect(commandForKey({ key: 'o' }, 'other', all)).toEqual({ type: 'clipOut' });
  });

  it('leaves those keys to the browser without the feature, and while typing', () => {
    expect(commandForKey({ key: 'n' })).toBeNull();
    expect(commandForKey({ key: 'i' }, 'other', new Set(['markers'] as const))).toBeNull();
    expect(commandForKey({ key: 'o' }, 'text', all)).toBeNull();
  });

  it('lists marker and clip keys in the help only with their feature', () => {
    const labels = (features: Parameters<typeof shortcutsFor>[0]) => shortcutsFor(features).map((s) => s.label);
    expect(labels(new Set())).not.toContain('nextMarker');
    expect(labels(new Set(['markers'] as const))).toEqual(expect.arrayContaining(['nextMarker', 'previousMarker']));
    expect(labels(new Set(['markers'] as const))).not.toContain('clipIn');
    expect(labels(all)).toEqual(expect.arrayContaining(['clipIn', 'clipOut', 'help']));
  });
});
