/**
 * Runs the pre-roll machine: feeds it events, performs its effects through injected callbacks and
 * owns the one watchdog timer. DOM-free, so tests drive it with fake timers.
 */
import { adStep, initialAdState, type AdEffect, type AdEvent, type AdOutcome, type AdState, type AdTrack, type LinearAd } from './ad-machine';

export interface AdControllerDeps {
  /** Fetches and parses the tag(s); resolves null for a valid answer without an ad (VAST 'empty'). */
  loadAd: (signal: AbortSignal) => Promise<LinearAd | null>;
  /** Starts the ad media; report progress, end and errors back through dispatch. */
  playMedia: (ad: LinearAd) => void;
  track: (track: AdTrack) => void;
  /** Called once, when the content should take over. */
  onFinish: (outcome: AdOutcome) => void;
  onChange?: (state: AdState) => void;
}

export class AdController {
  private current: AdState;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private abort: AbortController | undefined;
  private disposed = false;

  constructor(
    hasPreroll: boolean,
    private readonly deps: AdControllerDeps,
  ) {
    this.current = initialAdState(hasPreroll);
  }

  get state(): AdState {
    return this.current;
  }

  dispatch = (event: AdEvent): void => {
    if (this.disposed) return;
    const { state, effects } = adStep(this.current, event);
    if (state !== this.current) {
      this.current = state;
      this.deps.onChange?.(state);
    }
    for (const effect of effects) this.run(effect);
  };

  /** Stops timers and pending loads (unmount); no further callbacks fire. */
  dispose(): void {
    this.disposed = true;
    this.clearTimer();
    this.abort?.abort();
  }

  private run(effect: AdEffect): void {
    switch (effect.type) {
      case 'load': {
        this.abort = new AbortController();
        const { signal } = this.abort;
        this.deps.loadAd(signal).then(
          (ad) => !signal.aborted && this.dispatch(ad ? { type: 'LOADED', ad } : { type: 'NO_AD' }),
          () => !signal.aborted && this.dispatch({ type: 'LOAD_FAILED' }),
        );
        return;
      }
      case 'playMedia':
        this.deps.playMedia(effect.ad);
        return;
      case 'arm':
        this.clearTimer();
        this.timer = setTimeout(() => this.dispatch({ type: 'WATCHDOG' }), effect.ms);
        return;
      case 'disarm':
        this.clearTimer();
        return;
      case 'track':
        this.deps.track(effect.track);
        return;
      case 'finish':
        // A late tag answer after a timeout must not start an ad over the content.
        this.abort?.abort();
        this.deps.onFinish(effect.outcome);
        return;
    }
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
