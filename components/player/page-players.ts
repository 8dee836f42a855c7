/**
 * The players on the page, for features around them that must stop playback for a moment: the
 * survey pauses a playing player while its dialog is up and resumes it afterwards (SPEC §4). Every
 * mounted Player registers itself; this module holds no React and loads no player code.
 */
export interface PagePlayer {
  /** Playing content or an ad (not idle, paused, ended or failed). */
  isPlaying(): boolean;
  isFullscreen(): boolean;
  pause(): void;
  /** Continues what pause() stopped: the ad if one was playing, else the content. */
  resume(): void;
}

const players = new Set<PagePlayer>();

/** Adds a player; the answer removes it (on unmount). */
export function registerPagePlayer(player: PagePlayer): () => void {
  players.add(player);
  return () => void players.delete(player);
}

/**
 * Pauses the players that are playing. The answer resumes those same players, still mounted and
 * still paused — each unless `unlessFullscreen` and it is full screen.
 */
export function pausePlayingPlayers(): (options: { unlessFullscreen: boolean }) => void {
  const paused = [...players].filter((p) => p.isPlaying());
  for (const p of paused) p.pause();
  return ({ unlessFullscreen }) => {
    for (const p of paused) {
      if (!players.has(p) || p.isPlaying() || (unlessFullscreen && p.isFullscreen())) continue;
      p.resume();
    }
  };
}
