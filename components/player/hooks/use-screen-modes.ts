/**
 * Full screen, picture-in-picture and remote playback (AirPlay, or the Remote Playback API's Cast
 * prompt): each offered only where the browser has it, each following the browser's own state
 * (Esc leaves full screen, the PiP window can be closed) rather than a flag we set.
 */
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

export interface ScreenModes {
  fullscreen: boolean;
  canFullscreen: boolean;
  toggleFullscreen: () => void;
  pip: boolean;
  canPip: boolean;
  togglePip: () => void;
  /** Which remote picker is available now, if any. */
  remote: 'airplay' | 'remote-playback' | null;
  promptRemote: () => void;
}

const onDocument = (type: string) => (notify: () => void) => {
  document.addEventListener(type, notify);
  return () => document.removeEventListener(type, notify);
};
const subscribeFullscreen = onDocument('fullscreenchange');
const never = () => () => {};
const serverFalse = () => false;
// Nearly every browser can go full screen and picture-in-picture: the server renders their buttons,
// so the control bar does not shift when the browser confirms it (one that cannot drops them).
const serverTrue = () => true;

export function useScreenModes(root: RefObject<HTMLElement | null>, video: RefObject<HTMLVideoElement | null>, srcKey: string | null): ScreenModes {
  const fullscreen = useSyncExternalStore(
    subscribeFullscreen,
    () => document.fullscreenElement !== null && document.fullscreenElement === root.current,
    serverFalse,
  );
  const canFullscreen = useSyncExternalStore(
    never,
    () => document.fullscreenEnabled || typeof HTMLVideoElement.prototype.webkitEnterFullscreen === 'function',
    serverTrue,
  );
  const canPip = useSyncExternalStore(
    never,
    () => (document.pictureInPictureEnabled ?? false) || typeof HTMLVideoElement.prototype.webkitSetPresentationMode === 'function',
    serverTrue,
  );
  const [pip, setPip] = useState(false);
  const [remote, setRemote] = useState<ScreenModes['remote']>(null);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const enter = () => setPip(true);
    const leave = () => setPip(false);
    const webkitMode = () => setPip(el.webkitPresentationMode === 'picture-in-picture');
    el.addEventListener('enterpictureinpicture', enter);
    el.addEventListener('leavepictureinpicture', leave);
    el.addEventListener('webkitpresentationmodechanged', webkitMode);
    return () => {
      el.removeEventListener('enterpictureinpicture', enter);
      el.removeEventListener('leavepictureinpicture', leave);
      el.removeEventListener('webkitpresentationmodechanged', webkitMode);
    };
  }, [video]);

  // Availability depends on the source (Chromium refuses remote playback of MSE streams), so it is
  // asked again for each new source.
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (window.WebKitPlaybackTargetAvailabilityEvent) {
      const onAvailability = (event: Event) => setRemote((event as Event & { availability?: string }).availability === 'available' ? 'airplay' : null);
      el.addEventListener('webkitplaybacktargetavailabilitychanged', onAvailability);
      return () => el.removeEventListener('webkitplaybacktargetavailabilitychanged', onAvailability);
    }
    if (!el.remote || typeof el.remote.watchAvailability !== 'function') return;
    let id: number | undefined;
    let cancelled = false;
    el.remote
      .watchAvailability((available) => setRemote(available ? 'remote-playback' : null))
      .then((watchId) => {
        if (cancelled) void el.remote.cancelWatchAvailability(watchId).catch(() => undefined);
        else id = watchId;
      })
      // NotSupportedError: no remote devices can ever play this source; keep the button hidden.
      .catch(() => setRemote(null));
    return () => {
      cancelled = true;
      if (id !== undefined) void el.remote.cancelWatchAvailability(id).catch(() => undefined);
    };
  }, [video, srcKey]);

  const toggleFullscreen = () => {
    const el = root.current;
    const v = video.current;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else if (el && document.fullscreenEnabled) void el.requestFullscreen().catch(() => undefined);
    // iPhone Safari has no element full screen, only the video's own.
    else v?.webkitEnterFullscreen?.();
  };

  const togglePip = () => {
    const v = video.current;
    if (!v) return;
    if (document.pictureInPictureEnabled) {
      if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
      else void v.requestPictureInPicture().catch(() => undefined);
    } else if (v.webkitSetPresentationMode) {
      v.webkitSetPresentationMode(v.webkitPresentationMode === 'picture-in-picture' ? 'inline' : 'picture-in-picture');
    }
  };

  const promptRemote = () => {
    const v = video.current;
    if (!v) return;
    if (v.webkitShowPlaybackTargetPicker) v.webkitShowPlaybackTargetPicker();
    else void v.remote.prompt().catch(() => undefined);
  };

  return { fullscreen, canFullscreen, toggleFullscreen, pip, canPip, togglePip, remote, promptRemote };
}
