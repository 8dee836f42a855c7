/**
 * Event times follow "now": each seeded event keeps its slot and its offset from now, so whatever
 * the clock says at start there are live events, upcoming ones in the next days and an archive.
 */
import type { EventsTable } from '../db/schema';
import { hashSeed } from '../db/seed/prng';
import { liveUrl, vodUrl } from '../media/urls';

const MINUTE = 60_000;

export const STATUS_BY_SLOT = {
  live: 'LIVE',
  upcoming: 'UPCOMING',
  archived: 'vod',
  channel: 'channel',
} as const satisfies Record<EventsTable['slot'], EventsTable['status']>;

/** Always-live events are kept at least this far from their end. */
export const LIVE_MARGIN_MS = 30 * MINUTE;

export function retime(e: Pick<EventsTable, 'slot' | 'offset_min' | 'duration_min'>, now: number): Pick<EventsTable, 'start_at' | 'end_at' | 'status'> {
  const base = Math.floor(now / MINUTE) * MINUTE;
  const start = base + e.offset_min * MINUTE;
  let end = start + e.duration_min * MINUTE;
  if (e.slot === 'live') end = Math.max(end, now + 4 * LIVE_MARGIN_MS);
  return { start_at: start, end_at: end, status: STATUS_BY_SLOT[e.slot] };
}

const REPLAYS = ['match-a', 'match-b', 'match-c'] as const;

/** A simulated event streams a live window until it ends, then a VOD replay. */
export function streamsFor(id: string, live: boolean, panoramic: boolean, base: string): Pick<EventsTable, 'stream_url' | 'pano_url'> {
  if (live) return { stream_url: liveUrl(base, id), pano_url: panoramic ? liveUrl(base, `${id}-pano`) : null };
  return { stream_url: vodUrl(base, REPLAYS[hashSeed(id) % REPLAYS.length]!), pano_url: panoramic ? vodUrl(base, 'panorama') : null };
}

export type Transition = { id: string; from: EventsTable['status']; to: EventsTable['status'] };

/**
 * What the scheduler does at `now`: upcoming events whose start passed go live, live events whose
 * end passed are archived, and always-live events get their end pushed out instead.
 */
export function dueTransitions(
  events: Pick<EventsTable, 'id' | 'slot' | 'status' | 'start_at' | 'end_at'>[],
  now: number,
): { transitions: Transition[]; extend: string[] } {
  const transitions: Transition[] = [];
  const extend: string[] = [];
  for (const e of events) {
    if (e.status === 'UPCOMING' && e.start_at <= now) {
      transitions.push({ id: e.id, from: 'UPCOMING', to: e.end_at <= now ? 'vod' : 'LIVE' });
    } else if (e.status === 'LIVE' && e.slot === 'live' && e.end_at - now < LIVE_MARGIN_MS) {
      extend.push(e.id);
    } else if (e.status === 'LIVE' && e.slot !== 'live' && e.end_at <= now) {
      transitions.push({ id: e.id, from: 'LIVE', to: 'vod' });
    }
  }
  return { transitions, extend };
}
