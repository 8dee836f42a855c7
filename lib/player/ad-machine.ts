/**
 * The VAST pre-roll as a pure state machine: (state, event) → (state, effects). It decides what
 * happens and what gets tracked; the caller performs the effects (fetching the tag, playing the
 * media, firing VASTTracker calls, arming the watchdog). Keeping the rules here makes the fallback
 * guarantees testable without a browser: whatever goes wrong, the machine ends in 'done' within
 * AD_TIMEOUT_MS of the last sign of life, and 'done' always hands over to the content.
 */

/** An ad that failed or stalled gives way to the content within this time, so a broken ad server never blocks the game. */
export const AD_TIMEOUT_MS = 3000;

/** A playable linear ad picked from a VAST response (see vast-pick.ts). */
export interface LinearAd {
  id: string;
  mediaUrl: string;
  /** Seconds, from the VAST <Duration>; the media's own duration wins once known. */
  duration: number;
  /** Seconds after which the viewer may skip; null when the VAST does not make it skippable. */
  skipOffset: number | null;
  clickThroughUrl: string | null;
}

export type AdOutcome = 'completed' | 'skipped' | 'no-ad' | 'failed' | 'timeout' | 'disabled';

export type AdState =
  /** Ads configured, waiting for the viewer's (or autoplay's) play request. */
  | { phase: 'idle' }
  /** Fetching and parsing the VAST tag(s). */
  | { phase: 'loading' }
  /** Media requested, no frame yet. */
  | { phase: 'starting'; ad: LinearAd }
  | { phase: 'playing'; ad: LinearAd; position: number; duration: number; paused: boolean }
  | { phase: 'done'; outcome: AdOutcome };

export type AdEvent =
  | { type: 'REQUEST' }
  | { type: 'LOADED'; ad: LinearAd }
  | { type: 'NO_AD' }
  | { type: 'LOAD_FAILED' }
  | { type: 'PROGRESS'; position: number; duration: number }
  | { type: 'PAUSED'; paused: boolean }
  | { type: 'ENDED' }
  | { type: 'SKIP' }
  | { type: 'CLICK' }
  | { type: 'MEDIA_FAILED'; code: VastErrorCode }
  | { type: 'WATCHDOG' };

/** VAST 4 error codes the player reports (IAB VAST 4.x, section 2.3.6.3). */
export const VAST_ERROR = { mediaTimeout: 402, mediaUnsupported: 403, mediaDisplay: 405 } as const;
export type VastErrorCode = (typeof VAST_ERROR)[keyof typeof VAST_ERROR];

export type AdTrack =
  | { kind: 'impression' }
  | { kind: 'progress'; position: number; duration: number }
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'complete' }
  | { kind: 'skip' }
  | { kind: 'click' }
  | { kind: 'error'; code: VastErrorCode };

export type AdEffect =
  | { type: 'load' }
  | { type: 'playMedia'; ad: LinearAd }
  | { type: 'arm'; ms: number }
  | { type: 'disarm' }
  | { type: 'track'; track: AdTrack }
  | { type: 'finish'; outcome: AdOutcome };

export interface AdStep {
  state: AdState;
  effects: AdEffect[];
}

/** Idle when there is a pre-roll to try, otherwise done before anything starts. */
export function initialAdState(hasPreroll: boolean): AdState {
  return hasPreroll ? { phase: 'idle' } : { phase: 'done', outcome: 'disabled' };
}

const finish = (outcome: AdOutcome, tracks: AdTrack[] = []): AdStep => ({
  state: { phase: 'done', outcome },
  effects: [{ type: 'disarm' }, ...tracks.map((track) => ({ type: 'track', track }) as const), { type: 'finish', outcome }],
});

const stay = (state: AdState): AdStep => ({ state, effects: [] });

/** Whether the viewer may skip at `position` seconds into the ad. */
export function canSkip(ad: LinearAd, position: number): boolean {
  return ad.skipOffset !== null && position >= ad.skipOffset;
}

export function adStep(state: AdState, event: AdEvent): AdStep {
  switch (state.phase) {
    case 'idle':
      // The whole load-to-first-frame path shares one deadline: a slow tag leaves less time for media.
      return event.type === 'REQUEST' ? { state: { phase: 'loading' }, effects: [{ type: 'load' }, { type: 'arm', ms: AD_TIMEOUT_MS }] } : stay(state);

    case 'loading':
      switch (event.type) {
        case 'LOADED':
          return { state: { phase: 'starting', ad: event.ad }, effects: [{ type: 'playMedia', ad: event.ad }] };
        case 'NO_AD':
          return finish('no-ad');
        case 'LOAD_FAILED':
          return finish('failed');
        case 'WATCHDOG':
          return finish('timeout');
        default:
          return stay(state);
      }

    case 'starting':
      switch (event.type) {
        case 'PROGRESS':
          // The first frame counts as the impression (IAB: 'the first frame of the ad is displayed').
          if (event.position <= 0) return stay(state);
          return {
            state: { phase: 'playing', ad: state.ad, position: event.position, duration: positiveOr(event.duration, state.ad.duration), paused: false },
            effects: [
              { type: 'track', track: { kind: 'impression' } },
              { type: 'track', track: { kind: 'progress', position: event.position, duration: positiveOr(event.duration, state.ad.duration) } },
              { type: 'arm', ms: AD_TIMEOUT_MS },
            ],
          };
        case 'MEDIA_FAILED':
          return finish('failed', [{ kind: 'error', code: event.code }]);
        case 'WATCHDOG':
          return finish('timeout', [{ kind: 'error', code: VAST_ERROR.mediaTimeout }]);
        case 'ENDED':
          // Ended without a single frame: nothing was shown, so nothing completes.
          return finish('failed', [{ kind: 'error', code: VAST_ERROR.mediaDisplay }]);
        default:
          return stay(state);
      }

    case 'playing':
      switch (event.type) {
        case 'PROGRESS': {
          const duration = positiveOr(event.duration, state.duration);
          const moved = event.position > state.position;
          return {
            state: { ...state, position: Math.max(state.position, event.position), duration },
            // Only real progress feeds the stall watchdog; a frozen clock must still time out.
            effects: moved
              ? [
                  { type: 'track', track: { kind: 'progress', position: event.position, duration } },
                  ...(state.paused ? [] : [{ type: 'arm', ms: AD_TIMEOUT_MS } as const]),
                ]
              : [],
          };
        }
        case 'PAUSED':
          if (event.paused === state.paused) return stay(state);
          // A pause the viewer chose is not a stall: no watchdog while paused.
          return {
            state: { ...state, paused: event.paused },
            effects: event.paused
              ? [{ type: 'disarm' }, { type: 'track', track: { kind: 'pause' } }]
              : [
                  { type: 'track', track: { kind: 'resume' } },
                  { type: 'arm', ms: AD_TIMEOUT_MS },
                ],
          };
        case 'ENDED':
          return finish('completed', [{ kind: 'complete' }]);
        case 'SKIP':
          return canSkip(state.ad, state.position) ? finish('skipped', [{ kind: 'skip' }]) : stay(state);
        case 'CLICK':
          return { state, effects: [{ type: 'track', track: { kind: 'click' } }] };
        case 'MEDIA_FAILED':
          return finish('failed', [{ kind: 'error', code: event.code }]);
        case 'WATCHDOG':
          return finish('timeout', [{ kind: 'error', code: VAST_ERROR.mediaTimeout }]);
        default:
          return stay(state);
      }

    case 'done':
      return stay(state);
  }
}

function positiveOr(value: number, fallback: number): number {
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export interface AdView {
  /** Seconds left in the ad (for the countdown), rounded up so it never shows 0 while playing. */
  remaining: number;
  /** Seconds until the Skip button works; 0 when it works now; null when the ad is not skippable. */
  skipIn: number | null;
}

/** What the ad overlay shows for a state. */
export function adView(state: AdState): AdView | null {
  if (state.phase === 'starting')
    return { remaining: Math.ceil(state.ad.duration), skipIn: state.ad.skipOffset === null ? null : Math.ceil(state.ad.skipOffset) };
  if (state.phase !== 'playing') return null;
  const remaining = Math.max(0, Math.ceil(state.duration - state.position));
  const skipIn = state.ad.skipOffset === null ? null : Math.max(0, Math.ceil(state.ad.skipOffset - state.position));
  return { remaining, skipIn };
}
