/**
 * The event page's rules as pure functions (unit-tested in tests/unit/watch-rules.test.ts): what
 * the page loads around the event (SPEC §4 'Event page load'), whether and why the viewer may not
 * watch (SPEC §6), the share link with the current time and the ?t= start position.
 */
import type { ContentType, MediaEvent } from '@/lib/models/event';
import { STALE_MS } from '@/lib/queries/defaults';
import type { DisplaySettings } from '@/lib/tenant/schema';

export interface SubLoadPlan {
  /** The user's clips (signed in only). */
  userClips: boolean;
  /** The user's highlights too (signed in and the game highlights setting). */
  userHighlights: boolean;
  /** Tags, global and personal (signed in only). */
  tags: boolean;
  gameHighlights: boolean;
  playerHighlights: boolean;
  commerceOptions: boolean;
  relatedVideos: boolean;
  /** Match stats: tenant setting, an event id, user and region may see it, stats on the event. */
  stats: boolean;
  /** Channel events: the program guide (the channel page shows it). */
  channelProgram: boolean;
}

type PlanEvent = Pick<
  MediaEvent,
  'kind' | 'eventId' | 'isEventAvailableForUser' | 'isEventAvailableInUserRegion' | 'isEnabledVidswapStats' | 'commerceCoverage'
>;

/** SPEC §4: channel events load only commerce options (ppv or subscription coverage) and the program; others load the rest in parallel. */
export function subLoadPlan(
  event: PlanEvent,
  { signedIn, settings }: { signedIn: boolean; settings: Pick<DisplaySettings, 'game_highlights' | 'player_highlights' | 'match_stats'> },
): SubLoadPlan {
  if (event.kind === 'channel') {
    const paid = event.commerceCoverage.some((c) => c.includes('ppv') || c.includes('subscription'));
    return {
      userClips: false,
      userHighlights: false,
      tags: false,
      gameHighlights: false,
      playerHighlights: false,
      commerceOptions: paid,
      relatedVideos: false,
      stats: false,
      channelProgram: true,
    };
  }
  return {
    userClips: signedIn,
    userHighlights: signedIn && settings.game_highlights,
    tags: signedIn,
    gameHighlights: true,
    playerHighlights: settings.player_highlights,
    commerceOptions: true,
    relatedVideos: true,
    stats: settings.match_stats && Boolean(event.eventId) && event.isEventAvailableForUser && event.isEventAvailableInUserRegion && event.isEnabledVidswapStats,
    channelProgram: false,
  };
}

/** The game an item belongs to: an event itself, a highlight or clip its parent event (whose stats and highlights the page shows). */
export const parentEventId = (event: Pick<MediaEvent, 'id' | 'contentType' | 'parentEventId' | 'eventId'>) =>
  event.contentType === 'event' ? event.id : (event.parentEventId ?? event.eventId);

export type Gate =
  | { kind: 'region' }
  /** Not entitled: what would open it. */
  | { kind: 'locked'; signIn: boolean }
  | { kind: 'upcoming' }
  /** Entitled but no stream to play (yet). */
  | { kind: 'no-stream' }
  | { kind: 'play'; src: { hd: string | null; panoramic: string | null; lowLatency: string | null } };

/** What the player area shows (SPEC §6 'Event availability'; user clips count as available, lib/api/events.ts). */
export function watchGate(
  event: Pick<MediaEvent, 'kind' | 'isEventAvailableForUser' | 'isEventAvailableInUserRegion' | 'eventUrl' | 'source'>,
  signedIn: boolean,
): Gate {
  if (!event.isEventAvailableInUserRegion) return { kind: 'region' };
  if (!event.isEventAvailableForUser) return { kind: 'locked', signIn: !signedIn };
  const hd = event.source.hd ?? event.eventUrl;
  const panoramic = event.source.panoramic;
  if (hd || panoramic) return { kind: 'play', src: { hd, panoramic, lowLatency: event.source.lowLatency } };
  return event.kind === 'upcoming' ? { kind: 'upcoming' } : { kind: 'no-stream' };
}

/** SPEC §7: highlights and clips load through the clip endpoint; the page's ?media_type= says which. */
export function contentTypeParam(value: string | string[] | undefined): ContentType {
  const v = Array.isArray(value) ? value[0] : value;
  return v === 'highlight' || v === 'clip' || v === 'user_clip' || v === 'user_highlight' ? v : 'event';
}

/** ?t= in seconds ('90', '90.5' or '1m30s'); anything else is no start position. */
export function parseStartParam(value: string | string[] | undefined): number | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return undefined;
  const plain = /^\d+(\.\d+)?$/.test(v) ? Number(v) : undefined;
  const parts = plain === undefined ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(v) : null;
  const seconds = plain ?? (parts && parts[0] ? Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0) : undefined);
  return seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** The page's address with ?t= at the current whole second (kept: media_type; dropped: an old t). Live events share without a time. */
export function shareUrl(pageUrl: string, seconds: number | null): string {
  const url = new URL(pageUrl);
  url.hash = '';
  url.searchParams.delete('t');
  if (seconds !== null && Number.isFinite(seconds) && seconds >= 1) url.searchParams.set('t', String(Math.floor(seconds)));
  return url.toString();
}

/** SPEC §9: the copied flag resets after 1500 ms. */
export const COPIED_RESET_MS = 1500;

/** A live event's copy, or one whose kick-off is this near or past, holds only a second (eventStaleTime). */
const CHANGING_STALE_MS = 1_000;
const NEAR_KICKOFF_MS = 15 * 60_000;

/**
 * How long the event page's copy of an event holds before it is asked for again (docs/04-states.md,
 * "Freshness"): a second while its status or score may change at any moment — live, or upcoming with
 * its start under a quarter of an hour away or past — and otherwise the usual five seconds (SPEC §9).
 */
export function eventStaleTime(event: Pick<MediaEvent, 'kind' | 'date' | 'kickoff'> | undefined, now: number): number {
  if (!event || event.kind === 'live') return CHANGING_STALE_MS;
  if (event.kind !== 'upcoming') return STALE_MS;
  const start = Math.min(Date.parse(event.date), Date.parse(event.kickoff));
  return start - now < NEAR_KICKOFF_MS ? CHANGING_STALE_MS : STALE_MS;
}
