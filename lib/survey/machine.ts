/**
 * The survey's states (SPEC §4), as a pure transition function:
 *
 *   off ──eligible──▶ scheduled ──delay──▶ prompt ──Start──▶ form ──submit──▶ done (submitted)
 *                       ▲                    │ Later            │ close
 *                       └──── skip wait ─────┘                  ▼
 *                                             prompt ──close──▶ done (closed)
 *
 * The start dialog opens a delay after the user became eligible; Later records a skip and schedules
 * it again once the skip wait has passed; submitted and closed are final. A playing player is paused
 * when the dialog opens and resumed when it goes — after Later or close only if not full screen.
 * Every transition says what to record and what to do with the players; SurveyController carries it out.
 */
import { eligibleFrom, type SurveyConfig, type SurveyFacts } from './eligibility';

export type SurveyState =
  | { phase: 'off' }
  /** The start dialog opens at `at` (epoch ms). */
  | { phase: 'scheduled'; at: number }
  /** The start dialog: Start or Later. */
  | { phase: 'prompt' }
  /** The survey form. */
  | { phase: 'form' }
  /** Submitted or closed: never again for this user. */
  | { phase: 'done' };

export type SurveyEvent =
  /** Something the rules read changed: the user, their profile, the page. */
  | { type: 'check'; facts: SurveyFacts; now: number }
  /** The scheduled time may have come (a timer fired). */
  | { type: 'due'; now: number }
  | { type: 'start'; now: number }
  | { type: 'later'; now: number }
  | { type: 'submit'; now: number }
  | { type: 'close'; now: number };

export type SurveyMark = 'skipped' | 'submitted' | 'closed';
/** 'resume-unless-fullscreen': SPEC §4, after Later or close a full-screen player stays paused. */
export type PlayerAction = 'pause' | 'resume' | 'resume-unless-fullscreen';

export interface SurveyTransition {
  state: SurveyState;
  /** A mark to save in the user's record. */
  mark?: SurveyMark;
  player?: PlayerAction;
}

const OFF: SurveyState = { phase: 'off' };

export function step(state: SurveyState, event: SurveyEvent, config: SurveyConfig): SurveyTransition {
  if (state.phase === 'done') return { state };
  switch (event.type) {
    case 'check': {
      const from = eligibleFrom(config, event.facts);
      const dialogShown = state.phase === 'prompt' || state.phase === 'form';
      // Signed out, or a suppressed page: the dialog goes without recording anything.
      if (from === null) return dialogShown ? { state: OFF, player: 'resume-unless-fullscreen' } : { state: OFF };
      if (dialogShown) return { state };
      const at = Math.max(event.now, from) + config.timing.dialogDelayMs;
      // Moving between pages does not restart the delay; a later eligibility (a skip made in another tab) pushes it back.
      return { state: { phase: 'scheduled', at: state.phase === 'scheduled' ? Math.max(state.at, from + config.timing.dialogDelayMs) : at } };
    }
    case 'due':
      return state.phase === 'scheduled' && event.now >= state.at ? { state: { phase: 'prompt' }, player: 'pause' } : { state };
    case 'start':
      return state.phase === 'prompt' ? { state: { phase: 'form' } } : { state };
    case 'later':
      if (state.phase !== 'prompt') return { state };
      return {
        state: { phase: 'scheduled', at: event.now + config.timing.skipWaitMs + config.timing.dialogDelayMs },
        mark: 'skipped',
        player: 'resume-unless-fullscreen',
      };
    case 'submit':
      // Only the open form can be submitted.
      return state.phase === 'form' ? { state: { phase: 'done' }, mark: 'submitted', player: 'resume' } : { state };
    case 'close':
      return state.phase === 'prompt' || state.phase === 'form' ? { state: { phase: 'done' }, mark: 'closed', player: 'resume-unless-fullscreen' } : { state };
  }
}
