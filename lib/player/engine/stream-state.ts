/** What the stream engine (stream-engine.ts) tells the player: its state, and what a load asks for. */
import type { EngineKind } from '@/lib/player/engine-choice';
import type { PlayerError } from '@/lib/player/errors';
import type { RenditionInfo } from '@/lib/player/quality';

export interface TextTrackInfo {
  index: number;
  label: string;
  lang: string;
}

export interface StreamState {
  engine: EngineKind | null;
  url: string | null;
  levels: RenditionInfo[];
  /** The level asked for; -1 is automatic. */
  level: number;
  /** The level on screen now (for 'Auto (360p)'); -1 until known. */
  playingLevel: number;
  textTracks: TextTrackInfo[];
  /** The subtitle track shown; -1 is off. */
  textTrack: number;
  /** Segment length bound from the playlist; 2 s until known. */
  targetDuration: number;
  /** From the playlist (no ENDLIST) or an infinite duration; null until known. */
  live: boolean | null;
  /** Playing a low-latency playlist at its latency target (false once it fell back to the standard latency). */
  lowLatency: boolean;
  /** Live: seconds the picture is behind real time (lib/player/live.ts latencyBehindRealTime); null otherwise. */
  latency: number | null;
  error: PlayerError | null;
}

export const INITIAL_STREAM_STATE: StreamState = {
  engine: null,
  url: null,
  levels: [],
  level: -1,
  playingLevel: -1,
  textTracks: [],
  textTrack: -1,
  targetDuration: 2,
  live: null,
  lowLatency: false,
  latency: null,
  error: null,
};

export interface LoadRequest {
  url: string | null;
  /** Where the very first source starts (VOD seconds); later switches keep the viewer's position. */
  startAt?: number;
  /** The same stream's low-latency playlist and the latency to hold (seconds): played instead of `url`, which stays the fallback. */
  lowLatency?: { url: string; target: number } | null;
}
