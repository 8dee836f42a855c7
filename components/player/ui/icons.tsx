/**
 * The player's icons (24×24, currentColor, hidden from assistive technology: every button carries
 * its own label). Media icons are not mirrored in RTL: play and skip arrows follow the timeline,
 * which stays left-to-right (see README.md).
 */
import { memo, type SVGProps } from 'react';

const paths = {
  play: 'M8 5.14v13.72a1 1 0 0 0 1.5.86l11.04-6.86a1 1 0 0 0 0-1.72L9.5 4.28A1 1 0 0 0 8 5.14Z',
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
  replay: 'M12 5V2L7 6l5 4V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8Z',
  volume: 'M4 9v6h4l5 5V4L8 9H4Zm12.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z',
  volumeLow: 'M4 9v6h4l5 5V4L8 9H4Zm12.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4Z',
  muted: 'M4 9v6h4l5 5V4L8 9H4Zm12.6 3 2.7-2.7-1.4-1.4-2.7 2.7-2.7-2.7-1.4 1.4 2.7 2.7-2.7 2.7 1.4 1.4 2.7-2.7 2.7 2.7 1.4-1.4-2.7-2.7Z',
  fullscreen: 'M4 4h6v2H6v4H4V4Zm10 0h6v6h-2V6h-4V4ZM4 14h2v4h4v2H4v-6Zm14 0h2v6h-6v-2h4v-4Z',
  fullscreenExit: 'M8 4h2v6H4V8h4V4Zm6 0h2v4h4v2h-6V4ZM4 14h6v6H8v-4H4v-2Zm10 0h6v2h-4v4h-2v-6Z',
  pip: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2v10h16V7H4Zm8 4h7v5h-7v-5Z',
  cast: 'M2 17v3h3a3 3 0 0 0-3-3Zm0-4v2a5 5 0 0 1 5 5h2a7 7 0 0 0-7-7Zm0-4v2a9 9 0 0 1 9 9h2A11 11 0 0 0 2 9Zm19-6H3a1 1 0 0 0-1 1v3h2V5h16v14h-5v2h6a1 1 0 0 0 1-1V4a1 1 0 0 0-1-1Z',
  captions:
    'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm2 5v4a1 1 0 0 0 1 1h3v-1.5H7.5v-3H10V9H7a1 1 0 0 0-1 1Zm7 0v4a1 1 0 0 0 1 1h3v-1.5h-2.5v-3H17V9h-3a1 1 0 0 0-1 1Z',
  settings:
    'M19.4 13a7.6 7.6 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.4 7.4 0 0 0-1.7-1L15 3h-4l-.4 2.9a7.4 7.4 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.6 7.6 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.4 7.4 0 0 0 1.7 1L11 21h4l.4-2.9a7.4 7.4 0 0 0 1.7-1l2.5 1 2-3.5L19.4 13ZM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Z',
  keyboard: 'M3 6h18a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1Zm2 3v2h2V9H5Zm4 0v2h2V9H9Zm4 0v2h2V9h-2Zm4 0v2h2V9h-2ZM7 13v2h10v-2H7Z',
  startOver: 'M6 5h2v14H6V5Zm3.5 7 8.5 6V6l-8.5 6Z',
  clipIn: 'M6 4h7v2H8v12h5v2H6V4Zm9 6.5 4 1.5-4 1.5v-3Z',
  clipOut: 'M11 4h7v16h-7v-2h5V6h-5V4Zm-2 6.5v3L5 12l4-1.5Z',
  panorama: 'M2 7.2c6.5 2 13.5 2 20 0v9.6c-6.5-2-13.5-2-20 0V7.2Zm2 2.6v4.4a33 33 0 0 1 16 0V9.8a33 33 0 0 1-16 0Z',
} as const;

export type IconName = keyof typeof paths;

/** Memoised: a control bar renders with each media update, its icons only when they change. */
export const Icon = memo(function Icon({ name, ...rest }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false" {...rest}>
      <path d={paths[name]} />
    </svg>
  );
});
