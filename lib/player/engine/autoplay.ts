/**
 * play() under autoplay policies: browsers refuse unmuted playback without a user gesture, but allow
 * it muted. A refusal retries muted (the player then shows an 'unmute' hint) instead of leaving a
 * dead poster.
 */
/** 'interrupted': a new source or a pause cut this play() short — nothing to report. */
export type PlayOutcome = 'playing' | 'muted' | 'blocked' | 'interrupted' | 'failed';

export async function playWithFallback(video: HTMLVideoElement): Promise<PlayOutcome> {
  try {
    await video.play();
    return 'playing';
  } catch (error) {
    if (!(error instanceof DOMException) || error.name !== 'NotAllowedError') {
      return error instanceof DOMException && error.name === 'AbortError' ? 'interrupted' : 'failed';
    }
  }
  if (video.muted) return 'blocked';
  video.muted = true;
  try {
    await video.play();
    return 'muted';
  } catch (error) {
    video.muted = false;
    // A new source cut the muted try short: not a refusal, the next try on that source asks again.
    return error instanceof DOMException && error.name === 'AbortError' ? 'interrupted' : 'blocked';
  }
}
