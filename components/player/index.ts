/** The player feature's public surface: the component and its types (see README.md). */
export { Player } from './player';
export type { PlayerHandle, PlayerProps } from './types';
