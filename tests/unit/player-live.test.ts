import { describe, expect, it } from 'vitest';
import { clampSeek, latencyBehindRealTime, liveEdgeOf, liveEdgeTolerance, liveWindow, standardLatency, startOverPosition } from '@/lib/player/live';

// The reference live simulation: 45 segments of 2 s = a 90 s window.
const base = { seekableStart: 1000, seekableEnd: 1090, targetDuration: 2 };

describe('liveEdgeOf', () => {
  it('uses the engine’s sync position when it lies inside the window', () => {
    expect(liveEdgeOf({ ...base, syncPosition: 1083.5 })).toBe(1083.5);
  });

  it('holds back three target durations from the window end otherwise', () => {
    expect(liveEdgeOf({ ...base, syncPosition: null })).toBe(1084);
    expect(liveEdgeOf({ ...base, targetDuration: 6, syncPosition: undefined })).toBe(1072);
  });

  it('ignores a sync position outside the window (stale after a reload)', () => {
    expect(liveEdgeOf({ ...base, syncPosition: 5 })).toBe(1084);
  });

  it('never puts the edge before the window start', () => {
    expect(liveEdgeOf({ seekableStart: 0, seekableEnd: 3, targetDuration: 2 })).toBe(0);
  });
});

describe('liveWindow', () => {
  it('is at the live edge when playing near the sync position', () => {
    const win = liveWindow({ ...base, currentTime: 1082.5, syncPosition: 1084 });
    expect(win).toMatchObject({ start: 1000, edge: 1084, length: 84, atLiveEdge: true, canStartOver: true });
    expect(win?.behind).toBeCloseTo(1.5);
  });

  it('reports 30 s behind live after seeking back 30 s', () => {
    const win = liveWindow({ ...base, currentTime: 1054, syncPosition: 1084 });
    expect(win?.behind).toBe(30);
    expect(win?.atLiveEdge).toBe(false);
  });

  it('never reports a negative behind-live time (playing past the sync point)', () => {
    expect(liveWindow({ ...base, currentTime: 1088, syncPosition: 1084 })?.behind).toBe(0);
  });

  it('allows start-over only when the window is long enough', () => {
    expect(liveWindow({ seekableStart: 0, seekableEnd: 20, targetDuration: 2, currentTime: 10 })?.canStartOver).toBe(false);
    expect(liveWindow({ seekableStart: 0, seekableEnd: 40, targetDuration: 2, currentTime: 10 })?.canStartOver).toBe(true);
  });

  it('is null before the stream has a seekable range', () => {
    expect(liveWindow({ seekableStart: 0, seekableEnd: 0, targetDuration: 2, currentTime: 0 })).toBeNull();
    expect(liveWindow({ seekableStart: Number.NaN, seekableEnd: 10, targetDuration: 2, currentTime: 0 })).toBeNull();
  });

  it('treats an unknown current time as live', () => {
    expect(liveWindow({ ...base, currentTime: Number.NaN })?.behind).toBe(0);
  });
});

describe('liveEdgeTolerance', () => {
  it('allows at least 5 s, more for long segments', () => {
    expect(liveEdgeTolerance(2)).toBe(5);
    expect(liveEdgeTolerance(6)).toBe(9);
    expect(liveEdgeTolerance(Number.NaN)).toBe(5);
  });
});

describe('startOverPosition', () => {
  it('lands one segment inside the window so the sliding start does not overtake it', () => {
    const win = liveWindow({ ...base, currentTime: 1080 });
    expect(win && startOverPosition(win, 2)).toBe(1002);
  });
});

describe('clampSeek', () => {
  const win = liveWindow({ ...base, currentTime: 1080, syncPosition: 1084 });

  it('keeps a VOD seek inside [0, duration) so it does not end the video by accident', () => {
    expect(clampSeek(-10, { live: false, duration: 60, window: null })).toBe(0);
    expect(clampSeek(30, { live: false, duration: 60, window: null })).toBe(30);
    expect(clampSeek(100, { live: false, duration: 60, window: null })).toBeCloseTo(59.9);
  });

  it('lets a VOD seek through while the duration is unknown', () => {
    expect(clampSeek(12, { live: false, duration: Number.NaN, window: null })).toBe(12);
  });

  it('keeps a live seek between the window start and the live edge', () => {
    expect(clampSeek(900, { live: true, duration: Number.POSITIVE_INFINITY, window: win })).toBe(1000);
    expect(clampSeek(1200, { live: true, duration: Number.POSITIVE_INFINITY, window: win })).toBe(1084);
    expect(clampSeek(1050, { live: true, duration: Number.POSITIVE_INFINITY, window: win })).toBe(1050);
  });

  it('turns a NaN target into 0', () => {
    expect(clampSeek(Number.NaN, { live: false, duration: 60, window: null })).toBe(0);
  });
});

describe('latencyBehindRealTime', () => {
  const now = Date.parse('2026-11-28T18:00:10.000Z');

  it('is now minus the program date of the frame on screen, to a tenth of a second', () => {
    expect(latencyBehindRealTime(now, new Date('2026-11-28T18:00:07.160Z'), 2.5)).toBe(2.8);
  });

  it("gives way to the engine's estimate when the device clock is far off", () => {
    // A clock behind the platform's: the frame seems to come from the future.
    expect(latencyBehindRealTime(now, new Date('2026-11-28T18:00:20.000Z'), 3.04)).toBe(3);
    // A clock ten minutes ahead.
    expect(latencyBehindRealTime(now, new Date('2026-11-28T17:50:00.000Z'), 2.96)).toBe(3);
  });

  it('is null when neither is known', () => {
    expect(latencyBehindRealTime(now, null, null)).toBeNull();
    expect(latencyBehindRealTime(now, null, 0)).toBeNull();
  });
});

describe('standardLatency', () => {
  it("is the standard playlist's hold-back of three segments", () => {
    expect(standardLatency(2)).toBe(6);
    expect(standardLatency(Number.NaN)).toBe(6);
  });
});
