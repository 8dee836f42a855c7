/** The player's one-word status (for onStatusChange, data-status and the spinner), from its parts. */
import type { AdState } from './ad-machine';

export type PlayerStatus = 'idle' | 'loading' | 'ad' | 'playing' | 'paused' | 'buffering' | 'ended' | 'error';

export interface StatusInput {
  error: boolean;
  ad: AdState['phase'];
  /** The viewer (or autoplay) asked to play. */
  requested: boolean;
  paused: boolean;
  ended: boolean;
  waiting: boolean;
  seeking: boolean;
  /** A content frame has played since the source loaded. */
  hasPlayed: boolean;
}

export function playerStatus(s: StatusInput): PlayerStatus {
  if (s.error) return 'error';
  if (s.ad === 'playing') return 'ad';
  if (s.ad === 'loading' || s.ad === 'starting') return 'loading';
  if (!s.requested && s.paused && !s.hasPlayed) return 'idle';
  if (s.ended) return 'ended';
  if (s.paused) return s.hasPlayed || !s.requested ? 'paused' : 'loading';
  if (!s.hasPlayed) return 'loading';
  return s.waiting || s.seeking ? 'buffering' : 'playing';
}
