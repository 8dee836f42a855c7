/** The Player's public API (documented in README.md). */
import type { Ref } from 'react';
import type { AdOutcome } from '@/lib/player/ad-machine';
import type { PlayerError } from '@/lib/player/errors';
import type { PlayerSources, SourceView } from '@/lib/player/sources';
import type { ClipRange, PlayerMarker } from '@/lib/player/markers';
import type { PlayerStatus } from '@/lib/player/status';

export type { AdOutcome, ClipRange, PlayerError, PlayerMarker, PlayerSources, PlayerStatus, SourceView };

/** A VAST source of SPEC §3 Event 'ads'; offset 0 is a pre-roll (the only kind played so far). */
export interface PlayerAd {
  vastUrl: string;
  offset: number;
}

/** Imperative controls for features around the player (tags, clips, share-at-time, surveys). */
export interface PlayerHandle {
  /** Same as the play button: runs a pending pre-roll first. */
  play(): void;
  pause(): void;
  /** Seeks the content to media time `seconds` (clamped to the VOD length or the DVR window). */
  seek(seconds: number): void;
  /** Content media time in seconds. */
  currentTime(): number;
  /** Content duration in seconds: NaN before metadata, Infinity for live. */
  duration(): number;
  /** Wall-clock time of the frame on screen (live: EXT-X-PROGRAM-DATE-TIME), or null. */
  programDate(): Date | null;
  /** Live: go to the live edge and play. */
  goLive(): void;
  isPaused(): boolean;
  /** Whether full screen is on (the survey does not resume a player that is full screen). */
  isFullscreen(): boolean;
  /** Seeks to the next / previous marker; returns it, or null when there is none that way. */
  nextMarker(): PlayerMarker | null;
  previousMarker(): PlayerMarker | null;
  /** Marks the clip's in / out point at the current time (needs `onClipChange`); returns the new range. */
  markIn(): ClipRange | null;
  markOut(): ClipRange | null;
}

export interface PlayerProps {
  /** Stream URLs (SPEC §3 `source`): hd and/or panoramic HLS master playlists. */
  src: PlayerSources;
  /**
   * Asks for the stream's addresses again (refetch the event): called before a signed address
   * expires and after a refused one (403). The fresh addresses arrive as a new `src`; a new token
   * for the same stream does not interrupt playback. Without it, a refused address is an error.
   */
  renewSource?: () => void;
  /** Accessible name of the player region and the PiP/media-session title. */
  title: string;
  poster?: string | null;
  /** Hint before the playlist is read; the playlist (no ENDLIST = live) wins once loaded. */
  live?: boolean;
  /**
   * Seconds behind real time to hold a live stream that has `src.lowLatency` (the tenant's
   * live_latency_target_s); without it the standard playlist plays.
   */
  latencyTarget?: number | null;
  /**
   * One picture of several (multiview): no start before hydration, short buffers, and automatic
   * quality no taller than the picture's size on screen.
   */
  tile?: boolean;
  /** Sound from outside (multiview: one tile heard at a time); the viewer's own mute button still works and is reported by onMutedChange. */
  muted?: boolean;
  /** The viewer muted or unmuted this player (its button, M, the volume slider). */
  onMutedChange?: (muted: boolean) => void;
  /** VAST sources; with `adsEnabled` the offset-0 ones play as a pre-roll before the content. */
  ads?: readonly PlayerAd[];
  /** The tenant's ads setting; false plays no ad even when `ads` has some. */
  adsEnabled?: boolean;
  /** Start playing on mount (muted if the browser refuses sound without a gesture). */
  autoPlay?: boolean;
  /** VOD start position in seconds (read on the first source only). */
  startAt?: number;
  /** The view shown first when both exist. */
  initialView?: SourceView;
  /** 'player' (default): shortcuts work while focus is inside the player. 'page': also when nothing is focused. */
  keyboardScope?: 'player' | 'page';
  className?: string;
  /** Content time updates (about 4 per second while playing). */
  onTimeUpdate?: (seconds: number) => void;
  onStatusChange?: (status: PlayerStatus) => void;
  /** A playback error the viewer sees (with Retry), for error reporting. */
  onError?: (error: PlayerError) => void;
  /** How the pre-roll ended ('completed', 'skipped', 'no-ad', 'failed', 'timeout', 'disabled'). */
  onAdFinish?: (outcome: AdOutcome) => void;
  /**
   * Points on the seek bar (tags, comments): coloured ticks that seek there when selected, and N / P
   * jump to the next / previous one. Times are media seconds; labels are plain text.
   */
  markers?: readonly PlayerMarker[];
  /**
   * The replay of a game whose result the viewer hides (docs/fan-features.md "Spoiler-free
   * viewing"): its length is not shown — no seek bar, the time played only, back / forward 10 s
   * buttons — and markers ahead of the playhead are left out, so N never lands on a goal to come.
   * No effect on a live stream.
   */
  spoilerSafe?: boolean;
  /** A marker was selected (click, Enter, N / P) after the player seeked to it. */
  onMarkerSelect?: (marker: PlayerMarker) => void;
  /** The clip being cut: its in / out points are drawn on the seek bar. */
  clip?: ClipRange;
  /** With this, the control bar shows 'mark in' / 'mark out' buttons and I / O mark at the current time. */
  onClipChange?: (clip: ClipRange) => void;
  ref?: Ref<PlayerHandle>;
}
