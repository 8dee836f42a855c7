/** Vendor media APIs the player feature-detects (Safari's AirPlay, PiP and fullscreen on iOS). */
export {};

declare global {
  interface HTMLVideoElement {
    webkitShowPlaybackTargetPicker?: () => void;
    webkitEnterFullscreen?: () => void;
    webkitSupportsPresentationMode?: (mode: 'picture-in-picture' | 'inline' | 'fullscreen') => boolean;
    webkitSetPresentationMode?: (mode: 'picture-in-picture' | 'inline' | 'fullscreen') => void;
    webkitPresentationMode?: 'picture-in-picture' | 'inline' | 'fullscreen';
  }
  interface Window {
    WebKitPlaybackTargetAvailabilityEvent?: unknown;
  }
}
