import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AD_TIMEOUT_MS, adStep, adView, canSkip, initialAdState, type AdEffect, type AdState, type LinearAd } from '@/lib/player/ad-machine';
import { AdController } from '@/lib/player/ad-controller';

const ad: LinearAd = { id: 'a1', mediaUrl: 'https://ads/preroll.mp4', duration: 12, skipOffset: 5, clickThroughUrl: 'https://sponsor' };
const unskippable: LinearAd = { ...ad, skipOffset: null };
const tracks = (effects: AdEffect[]) => effects.flatMap((e) => (e.type === 'track' ? [e.track.kind] : []));
const playing = (over: Partial<Extract<AdState, { phase: 'playing' }>> = {}): AdState => ({
  phase: 'playing',
  ad,
  position: 1,
  duration: 12,
  paused: false,
  ...over,
});

describe('ad state machine', () => {
  it('starts idle with a pre-roll and done (disabled) without one', () => {
    expect(initialAdState(true)).toEqual({ phase: 'idle' });
    expect(initialAdState(false)).toEqual({ phase: 'done', outcome: 'disabled' });
  });

  it('loads the tag on the play request and arms the 3 s watchdog', () => {
    const { state, effects } = adStep({ phase: 'idle' }, { type: 'REQUEST' });
    expect(state).toEqual({ phase: 'loading' });
    expect(effects).toEqual([{ type: 'load' }, { type: 'arm', ms: AD_TIMEOUT_MS }]);
  });

  it('plays the loaded ad without re-arming: load and first frame share one deadline', () => {
    const { state, effects } = adStep({ phase: 'loading' }, { type: 'LOADED', ad });
    expect(state).toEqual({ phase: 'starting', ad });
    expect(effects).toEqual([{ type: 'playMedia', ad }]);
  });

  it('hands over to the content for an empty VAST, a broken one and a timeout', () => {
    expect(adStep({ phase: 'loading' }, { type: 'NO_AD' }).state).toEqual({ phase: 'done', outcome: 'no-ad' });
    expect(adStep({ phase: 'loading' }, { type: 'LOAD_FAILED' }).state).toEqual({ phase: 'done', outcome: 'failed' });
    const timeout = adStep({ phase: 'loading' }, { type: 'WATCHDOG' });
    expect(timeout.state).toEqual({ phase: 'done', outcome: 'timeout' });
    expect(timeout.effects.at(-1)).toEqual({ type: 'finish', outcome: 'timeout' });
  });

  it('tracks the impression and progress on the first frame, then watches for stalls', () => {
    const { state, effects } = adStep({ phase: 'starting', ad }, { type: 'PROGRESS', position: 0.2, duration: 12.04 });
    expect(state).toEqual({ phase: 'playing', ad, position: 0.2, duration: 12.04, paused: false });
    expect(tracks(effects)).toEqual(['impression', 'progress']);
    expect(effects).toContainEqual({ type: 'arm', ms: AD_TIMEOUT_MS });
  });

  it('does not count position 0 as a first frame', () => {
    expect(adStep({ phase: 'starting', ad }, { type: 'PROGRESS', position: 0, duration: 12 }).state.phase).toBe('starting');
  });

  it('reports VAST error 402 when the media never starts, and the media’s own code when it fails', () => {
    const timeout = adStep({ phase: 'starting', ad }, { type: 'WATCHDOG' });
    expect(timeout.effects).toContainEqual({ type: 'track', track: { kind: 'error', code: 402 } });
    const failed = adStep({ phase: 'starting', ad }, { type: 'MEDIA_FAILED', code: 405 });
    expect(failed.state).toEqual({ phase: 'done', outcome: 'failed' });
    expect(failed.effects).toContainEqual({ type: 'track', track: { kind: 'error', code: 405 } });
  });

  it('re-arms the stall watchdog only when the position advances', () => {
    expect(adStep(playing(), { type: 'PROGRESS', position: 2, duration: 12 }).effects).toContainEqual({ type: 'arm', ms: AD_TIMEOUT_MS });
    expect(adStep(playing({ position: 2 }), { type: 'PROGRESS', position: 2, duration: 12 }).effects).toEqual([]);
  });

  it('tracks complete when the ad ends', () => {
    const { state, effects } = adStep(playing({ position: 11.9 }), { type: 'ENDED' });
    expect(state).toEqual({ phase: 'done', outcome: 'completed' });
    expect(tracks(effects)).toEqual(['complete']);
    expect(effects.at(-1)).toEqual({ type: 'finish', outcome: 'completed' });
  });

  it('allows skipping only after the skip offset, and tracks skip', () => {
    expect(adStep(playing({ position: 4.9 }), { type: 'SKIP' }).state.phase).toBe('playing');
    const skipped = adStep(playing({ position: 5 }), { type: 'SKIP' });
    expect(skipped.state).toEqual({ phase: 'done', outcome: 'skipped' });
    expect(tracks(skipped.effects)).toEqual(['skip']);
  });

  it('never skips a non-skippable ad', () => {
    expect(adStep(playing({ ad: unskippable, position: 11 }), { type: 'SKIP' }).state.phase).toBe('playing');
    expect(canSkip(unskippable, 100)).toBe(false);
  });

  it('tracks a click without leaving the ad', () => {
    const { state, effects } = adStep(playing(), { type: 'CLICK' });
    expect(state.phase).toBe('playing');
    expect(tracks(effects)).toEqual(['click']);
  });

  it('disarms while the viewer pauses the ad and re-arms on resume', () => {
    const paused = adStep(playing(), { type: 'PAUSED', paused: true });
    expect(paused.effects).toEqual([{ type: 'disarm' }, { type: 'track', track: { kind: 'pause' } }]);
    expect(adStep(paused.state, { type: 'PROGRESS', position: 3, duration: 12 }).effects).not.toContainEqual({ type: 'arm', ms: AD_TIMEOUT_MS });
    const resumed = adStep(paused.state, { type: 'PAUSED', paused: false });
    expect(resumed.effects).toEqual([
      { type: 'track', track: { kind: 'resume' } },
      { type: 'arm', ms: AD_TIMEOUT_MS },
    ]);
  });

  it('ignores everything once done, and a second play request while loading', () => {
    const done: AdState = { phase: 'done', outcome: 'completed' };
    expect(adStep(done, { type: 'REQUEST' })).toEqual({ state: done, effects: [] });
    expect(adStep({ phase: 'loading' }, { type: 'REQUEST' }).effects).toEqual([]);
  });
});

describe('adView (countdown and skip button)', () => {
  it('counts down whole seconds and the time until skip', () => {
    expect(adView(playing({ position: 1.2 }))).toEqual({ remaining: 11, skipIn: 4 });
    expect(adView(playing({ position: 6 }))).toEqual({ remaining: 6, skipIn: 0 });
  });

  it('has no skip countdown for a non-skippable ad, and nothing outside an ad', () => {
    expect(adView(playing({ ad: unskippable }))?.skipIn).toBeNull();
    expect(adView({ phase: 'loading' })).toBeNull();
    expect(adView({ phase: 'starting', ad })).toEqual({ remaining: 12, skipIn: 5 });
  });
});

describe('AdController (timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(loadAd: (signal: AbortSignal) => Promise<LinearAd | null>) {
    const finished = vi.fn();
    const played = vi.fn();
    const tracked: string[] = [];
    const controller = new AdController(true, { loadAd, playMedia: played, track: (t) => tracked.push(t.kind), onFinish: finished });
    return { controller, finished, played, tracked };
  }

  it('falls back to the content 3 s after a tag that never answers', async () => {
    const { controller, finished } = setup(() => new Promise(() => {}));
    controller.dispatch({ type: 'REQUEST' });
    await vi.advanceTimersByTimeAsync(AD_TIMEOUT_MS - 1);
    expect(finished).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(finished).toHaveBeenCalledWith('timeout');
    expect(controller.state).toEqual({ phase: 'done', outcome: 'timeout' });
  });

  it('ignores a tag answer that arrives after the timeout', async () => {
    let answer: (ad: LinearAd) => void = () => {};
    const { controller, played, finished } = setup(() => new Promise((resolve) => (answer = resolve)));
    controller.dispatch({ type: 'REQUEST' });
    await vi.advanceTimersByTimeAsync(AD_TIMEOUT_MS);
    answer(ad);
    await vi.advanceTimersByTimeAsync(0);
    expect(played).not.toHaveBeenCalled();
    expect(finished).toHaveBeenCalledTimes(1);
  });

  it('falls back at once for a broken tag, without waiting for the watchdog', async () => {
    const { controller, finished } = setup(() => Promise.reject(new Error('parse error')));
    controller.dispatch({ type: 'REQUEST' });
    await vi.advanceTimersByTimeAsync(0);
    expect(finished).toHaveBeenCalledWith('failed');
  });

  it('falls back when the ad media never shows a frame within the same 3 s budget', async () => {
    const { controller, played, finished, tracked } = setup(() => Promise.resolve(ad));
    controller.dispatch({ type: 'REQUEST' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(played).toHaveBeenCalledWith(ad);
    await vi.advanceTimersByTimeAsync(2000);
    expect(finished).toHaveBeenCalledWith('timeout');
    expect(tracked).toEqual(['error']);
  });

  it('falls back 3 s after the ad stalls mid-way', async () => {
    const { controller, finished, tracked } = setup(() => Promise.resolve(ad));
    controller.dispatch({ type: 'REQUEST' });
    await vi.advanceTimersByTimeAsync(0);
    controller.dispatch({ type: 'PROGRESS', position: 0.5, duration: 12 });
    for (let t = 1; t <= 4; t++) {
      await vi.advanceTimersByTimeAsync(1000);
      controller.dispatch({ type: 'PROGRESS', position: 0.5 + t, duration: 12 });
    }
    expect(finished).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(AD_TIMEOUT_MS);
    expect(finished).toHaveBeenCalledWith('timeout');
    expect(tracked.filter((k) => k === 'impression')).toHaveLength(1);
    expect(tracked.at(-1)).toBe('error');
  });

  it('does not time out while the viewer keeps the ad paused', async () => {
    const { controller, finished } = setup(() => Promise.resolve(ad));
    controller.dispatch({ type: 'REQUEST' });
    await vi.advanceTimersByTimeAsync(0);
    controller.dispatch({ type: 'PROGRESS', position: 1, duration: 12 });
    controller.dispatch({ type: 'PAUSED', paused: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(finished).not.toHaveBeenCalled();
  });

  it('stops its timer and pending load on dispose', async () => {
    const { controller, finished } = setup(() => new Promise(() => {}));
    controller.dispatch({ type: 'REQUEST' });
    controller.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(finished).not.toHaveBeenCalled();
  });
});
