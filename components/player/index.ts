/** The player feature's public surface: the component and its types (see README.md). */
export { Player } from './player';
export type { AdOutcome, ClipRange, PlayerAd, PlayerMarker, PlayerError, PlayerHandle, PlayerProps, PlayerSources, PlayerStatus, SourceView } from './types';
