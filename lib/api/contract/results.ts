/**
 * Spoiler-free answers, an extension beyond SPEC §7 (docs/fan-features.md "Spoiler-free viewing"):
 * the viewer's modes, the request headers that ask a platform for answers without results, and
 * what "no result" means for one media item, on the wire shape — one rule for the portal's server,
 * the browser's queries and the reference API. No score, no match clock or period, no match stats,
 * no length of a finished game's replay, and for a highlight or clip the platform titled (its title
 * may carry the score) the game's teams instead of its title. A finished game stays 'vod' (ended),
 * which says nothing of how it ended.
 */
import type { MediaItem } from './events';

export const SPOILER_MODES = ['off', 'all', 'followed'] as const;
/** off: results shown; all: hidden for every game; followed: hidden for the games of what the viewer follows. */
export type SpoilerMode = (typeof SPOILER_MODES)[number];

export const isSpoilerMode = (value: unknown): value is SpoilerMode => typeof value === 'string' && (SPOILER_MODES as readonly string[]).includes(value);

/** The request's mode (absent when off) and the games the viewer chose to reveal (event ids, comma-separated). */
export const RESULTS_HEADER = 'x-results';
export const REVEAL_HEADER = 'x-results-reveal';

export interface ResultsView {
  mode: SpoilerMode;
  /** Ids of the teams, leagues and other identities the viewer follows. */
  followed: readonly string[];
  /** Games (event ids) whose result the viewer chose to see. */
  revealed: readonly string[];
}

/** What decides whether a game's result is hidden: the game, and who plays it in what. */
type Game = Pick<MediaItem, 'eventId' | 'identityIds'> & { team1: { id: string } | null; team2: { id: string } | null };

/** Whether the view hides this item's result. */
export function hidesResult(item: Game, view: ResultsView): boolean {
  if (view.mode === 'off' || view.revealed.includes(item.eventId)) return false;
  if (view.mode === 'all') return true;
  const ids = [...item.identityIds, item.team1?.id, item.team2?.id];
  return ids.some((id) => id !== undefined && view.followed.includes(id));
}

const titledByPlatform = (item: Pick<MediaItem, 'mediaType'>) => item.mediaType === 'highlight' || item.mediaType === 'clip';

export function withoutResult(item: MediaItem): MediaItem {
  const { liveStats: _liveStats, ...rest } = item;
  const platformTitled = titledByPlatform(item);
  const finished = item.eventStatus === 'vod' || platformTitled;
  const teams = item.team1 && item.team2 ? `${item.team1.name} – ${item.team2.name}` : null;
  return {
    ...rest,
    team1: item.team1 && { ...item.team1, score: null },
    team2: item.team2 && { ...item.team2, score: null },
    isEnabledVidswapStats: false,
    endDate: finished ? null : item.endDate,
    // A finished game's text may tell how it went (a recap); a platform's clip title may carry the score.
    description: finished ? '' : item.description,
    ...(platformTitled ? { title: teams ?? item.league?.title ?? item.sportType } : {}),
  };
}

/** The item as the view may see it. */
export const shaped = (item: MediaItem, view: ResultsView): MediaItem => (hidesResult(item, view) ? withoutResult(item) : item);
