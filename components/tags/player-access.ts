/**
 * How the tag panel and the clip editor reach the player: a PlayerHandle ref, or plain callbacks
 * (for a page that wraps the player itself). Either works; callbacks win when both are given.
 */
import type { RefObject } from 'react';
import type { PlayerHandle } from '@/components/player/types';

export interface PlayerAccessProps {
  /** The event page's player. */
  player?: RefObject<PlayerHandle | null>;
  /** Current media time in seconds (instead of `player`). */
  getCurrentTime?: () => number;
  /** Seeks to media time in seconds (instead of `player`). */
  seek?: (seconds: number) => void;
}

export function playerAccess({ player, getCurrentTime, seek }: PlayerAccessProps) {
  return {
    currentTime: (): number => {
      const t = getCurrentTime ? getCurrentTime() : (player?.current?.currentTime() ?? 0);
      return Number.isFinite(t) && t > 0 ? t : 0;
    },
    seek: (seconds: number): void => {
      if (seek) seek(seconds);
      else player?.current?.seek(seconds);
    },
    play: (): void => player?.current?.play(),
    pause: (): void => player?.current?.pause(),
  };
}
