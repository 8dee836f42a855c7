/** Watchlist area (SPEC §7 'Profile and watchlist'): the saved videos as reshaped event pages. */
import type { ApiCaller } from './call';
import { reshapeEventPage, type EventDisplay } from './events';
import type { EventPage } from '@/lib/models/event';

/** The membership check reads this many entries at once (the API allows up to 1000). */
export const WATCHLIST_IDS_SIZE = 500;

export async function getWatchlist(api: ApiCaller, display: EventDisplay, page = 0, size = 10): Promise<EventPage> {
  const list = await api('getWatchlist', { query: { page, size } });
  return reshapeEventPage(list, page, display);
}

/** The ids in the watchlist, for the toggles on cards (SPEC §3: a watchlist entry is a video id). */
export async function getWatchlistIds(api: ApiCaller): Promise<string[]> {
  const list = await api('getWatchlist', { query: { page: 0, size: WATCHLIST_IDS_SIZE } });
  return list.entries.map((e) => e.id);
}

export async function addToWatchlist(api: ApiCaller, id: string): Promise<void> {
  await api('addToWatchlist', { body: { video_id: id } });
}

export async function removeFromWatchlist(api: ApiCaller, id: string): Promise<void> {
  await api('removeFromWatchlist', { body: { video_id: id } });
}
