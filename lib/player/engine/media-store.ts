/**
 * The <video> element's playback state as one snapshot (time, buffered and seekable ranges, volume,
 * waiting), refreshed from its media events. Controls render from this instead of polling.
 */
import { ExternalStore } from './external-store';

export interface MediaSnapshot {
  paused: boolean;
  ended: boolean;
  /** Stalled for data while meant to be playing (the spinner). */
  waiting: boolean;
  seeking: boolean;
  /** A frame has played since the current source was loaded (the poster is gone for good). */
  hasPlayed: boolean;
  currentTime: number;
  /** NaN before metadata, Infinity for live. */
  duration: number;
  /** End of the buffered range around the current time. */
  bufferedEnd: number;
  seekableStart: number;
  seekableEnd: number;
  volume: number;
  muted: boolean;
}

export const INITIAL_MEDIA: MediaSnapshot = {
  paused: true,
  ended: false,
  waiting: false,
  seeking: false,
  hasPlayed: false,
  currentTime: 0,
  duration: Number.NaN,
  bufferedEnd: 0,
  seekableStart: 0,
  seekableEnd: 0,
  volume: 1,
  muted: false,
};

const EVENTS = [
  'play',
  'pause',
  'playing',
  'waiting',
  'seeking',
  'seeked',
  'timeupdate',
  'durationchange',
  'progress',
  'volumechange',
  'ended',
  'loadedmetadata',
  'emptied',
] as const;

function bufferedEndAt(ranges: TimeRanges, t: number): number {
  let end = 0;
  for (let i = 0; i < ranges.length; i++) {
    // The range the playhead is in; small gaps (< 0.5 s) at segment joins count as inside.
    if (ranges.start(i) <= t + 0.5 && ranges.end(i) >= t) return ranges.end(i);
    if (ranges.end(i) <= t) end = Math.max(end, Math.min(ranges.end(i), t));
  }
  return end;
}

export class MediaStore extends ExternalStore<MediaSnapshot> {
  constructor() {
    super(INITIAL_MEDIA);
  }

  /** Starts following a video element; returns the detach function. */
  attach(video: HTMLVideoElement): () => void {
    const onEvent = (event: Event) => this.read(video, event.type);
    for (const type of EVENTS) video.addEventListener(type, onEvent);
    this.read(video, 'attach');
    // A paused live stream fires no events, yet its DVR window slides on and 'behind live' grows.
    const tick = setInterval(() => video.paused && this.read(video, 'tick'), 1000);
    return () => {
      clearInterval(tick);
      for (const type of EVENTS) video.removeEventListener(type, onEvent);
    };
  }

  private read(video: HTMLVideoElement, type: string): void {
    const prev = this.get();
    const seekable = video.seekable;
    const last = seekable.length - 1;
    let { waiting, hasPlayed } = prev;
    if (type === 'waiting') waiting = true;
    // 'waiting' → 'playing' is the buffering spell; a pause, the end or a new source also ends it.
    if (type === 'playing' || type === 'pause' || type === 'ended' || type === 'emptied') waiting = false;
    // 'attach' too: a stream started before hydration (early-start.ts) may be playing already.
    if (type === 'playing' || ((type === 'timeupdate' || type === 'attach') && !video.paused && video.currentTime > 0)) hasPlayed = true;
    if (type === 'emptied') hasPlayed = false;
    this.update({
      paused: video.paused,
      ended: video.ended,
      waiting,
      seeking: video.seeking,
      hasPlayed,
      currentTime: video.currentTime,
      duration: video.duration,
      bufferedEnd: bufferedEndAt(video.buffered, video.currentTime),
      seekableStart: last >= 0 ? seekable.start(0) : 0,
      seekableEnd: last >= 0 ? seekable.end(last) : 0,
      volume: video.volume,
      muted: video.muted,
    });
  }
}
