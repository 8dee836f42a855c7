/**
 * The operating system's media controls (lock screen, headset keys, the browser's media hub) show
 * the event's title and poster and drive the same commands as our buttons.
 */
import { useEffect, useEffectEvent } from 'react';

export interface MediaSessionCommands {
  play: () => void;
  pause: () => void;
  seekBy: (seconds: number) => void;
}

export function useMediaSession(title: string, poster: string | null | undefined, active: boolean, commands: MediaSessionCommands): void {
  const run = useEffectEvent((action: 'play' | 'pause' | 'back' | 'forward', offset?: number) => {
    if (action === 'play') commands.play();
    else if (action === 'pause') commands.pause();
    else commands.seekBy(action === 'back' ? -(offset ?? 10) : (offset ?? 10));
  });

  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
    const session = navigator.mediaSession;
    session.metadata = new MediaMetadata({ title, artwork: poster ? [{ src: poster }] : [] });
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => run('play')],
      ['pause', () => run('pause')],
      ['seekbackward', (d) => run('back', d.seekOffset)],
      ['seekforward', (d) => run('forward', d.seekOffset)],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not support; the others still work.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    };
  }, [title, poster, active]);
}
