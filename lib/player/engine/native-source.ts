/**
 * The browser's own HLS (Safari, iOS) on the player's <video>: the stream engine's other path beside
 * hls.js (stream-engine.ts). The browser loads and switches renditions by itself, and plays a
 * low-latency playlist at the hold-back the playlist asks for; what it tells is the duration
 * (infinite when live), its subtitle tracks, the program date and a bare error code.
 */
import { classifyMediaError, type PlayerError } from '@/lib/player/errors';
import type { StreamState } from './stream-state';

interface NativeCallbacks {
  /** Where a VOD starts (seconds), and whether to play once it can. */
  start: number | undefined;
  resume: boolean;
  onState: (state: Pick<StreamState, 'live' | 'textTracks'>) => void;
  onError: (error: PlayerError) => void;
}

/** Plays `url` natively; returns what stops listening to the element. */
export function attachNativeSource(video: HTMLVideoElement, url: string, { start, resume, onState, onError }: NativeCallbacks): () => void {
  const onMeta = () => {
    const live = video.duration === Number.POSITIVE_INFINITY;
    if (start !== undefined && !live) video.currentTime = start;
    const textTracks = subtitleTracksOf(video).map((t, index) => ({ index, label: t.label || t.language, lang: t.language }));
    onState({ live, textTracks });
    if (resume) void video.play().catch(() => undefined);
  };
  // Native playback gives no HTTP status: any error may be a refused (expired) address.
  const onMediaError = () => {
    if (video.error) onError(classifyMediaError(video.error.code, video.error.message));
  };
  video.addEventListener('loadedmetadata', onMeta);
  video.addEventListener('error', onMediaError);
  video.src = url;
  return () => {
    video.removeEventListener('loadedmetadata', onMeta);
    video.removeEventListener('error', onMediaError);
  };
}

export function subtitleTracksOf(video: HTMLVideoElement): TextTrack[] {
  return Array.from(video.textTracks).filter((t) => t.kind === 'subtitles' || t.kind === 'captions');
}

/** Wall-clock time of the current frame, from the playlist's program date (Safari's getStartDate). */
export function nativeProgramDate(video: HTMLVideoElement): Date | null {
  const start = (video as HTMLVideoElement & { getStartDate?: () => Date }).getStartDate?.();
  return start && !Number.isNaN(start.getTime()) ? new Date(start.getTime() + video.currentTime * 1000) : null;
}
