/**
 * Which engine plays HLS. Apple's browsers play HLS natively (with AirPlay and the system's power
 * savings), so they get the plain <video>. Everywhere with Media Source Extensions hls.js plays it,
 * even where the browser now reports native HLS (Chromium 14x): hls.js gives us quality selection,
 * the live sync position and detailed errors. Native is the last resort.
 */

export type EngineKind = 'native' | 'hls.js' | 'none';

export interface EngineCapabilities {
  /** video.canPlayType('application/vnd.apple.mpegurl') is non-empty. */
  nativeHls: boolean;
  /** MediaSource or ManagedMediaSource exists with H.264 support (hls.js can run). */
  mse: boolean;
  /** Safari / WebKit on Apple platforms (the AirPlay target picker exists). */
  appleWebKit: boolean;
}

export function chooseEngine(caps: EngineCapabilities): EngineKind {
  if (caps.nativeHls && (caps.appleWebKit || !caps.mse)) return 'native';
  if (caps.mse) return 'hls.js';
  return caps.nativeHls ? 'native' : 'none';
}

/** Browser capabilities for chooseEngine; only call in the browser. */
export function detectCapabilities(video: HTMLVideoElement): EngineCapabilities {
  const mediaSource = (window as { ManagedMediaSource?: typeof MediaSource }).ManagedMediaSource ?? window.MediaSource;
  const h264 = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';
  return {
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
    mse: typeof mediaSource?.isTypeSupported === 'function' && mediaSource.isTypeSupported(h264),
    appleWebKit: 'WebKitPlaybackTargetAvailabilityEvent' in window,
  };
}
