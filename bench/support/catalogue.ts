/**
 * What the load bench browses, found through the platform API's event list (directly, or through
 * the portal's /api pass-through), so it fits whatever catalogue the API serves.
 */
import type { MediaItem, MediaList } from '../../lib/api/contract';

export interface Catalogue {
  /** A live event anyone may watch (else an archived one): the SSR phase's event page and the sockets' room. */
  event: MediaItem;
  /** That event's league (else the first one found). */
  league: string | null;
  /** Every live event and some archived ones, free or not (a locked event's page renders too). */
  events: string[];
  leagues: string[];
  channels: string[];
  /** Words from the events' titles, and one that finds nothing. */
  searchTerms: string[];
}

const ARCHIVED_EVENTS = 6;
const SEARCH_TERMS = 8;

async function list(apiUrl: string, status: string, size: number): Promise<MediaItem[]> {
  const res = await fetch(`${apiUrl}/api/event/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 0, size, sort: 'date', order: 'desc', filters: { status: [status] } }),
  });
  if (!res.ok) throw new Error(`POST ${apiUrl}/api/event/list (${status}) answered ${res.status}`);
  return ((await res.json()) as MediaList).entries;
}

const isPublic = (e: MediaItem) => e.accessType === 'free' && e.isEventAvailableInUserRegion && e.mediaType === 'event';

export async function findCatalogue(apiUrl: string): Promise<Catalogue> {
  const [live, archived, channels] = await Promise.all([list(apiUrl, 'live', 50), list(apiUrl, 'archived', 50), list(apiUrl, 'channel', 10)]);
  const event = live.find(isPublic) ?? archived.find(isPublic);
  if (!event) throw new Error(`${apiUrl}/api/event/list has no free live or archived event to load`);
  const browsed = [...live, ...archived.slice(0, ARCHIVED_EVENTS)];
  const leagues = [...new Set([...live, ...archived].flatMap((e) => (e.league ? [e.league.id] : [])))];
  const words = browsed.flatMap((e) => e.title.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 4);
  return {
    event,
    league: event.league?.id ?? leagues[0] ?? null,
    events: browsed.map((e) => e.id),
    leagues,
    channels: channels.map((c) => c.id),
    searchTerms: [...[...new Set(words)].slice(0, SEARCH_TERMS), 'zzqx'],
  };
}
