/**
 * Rows → the media item of the wire contract, applying the viewer's entitlement and region. A stream
 * address leaves the API only for a viewer who may watch it, and only signed for that viewer
 * (media/signing.ts): the media routes refuse the stored, unsigned address.
 */
import type { MediaItem } from '@/lib/api/contract';
import type { EventsTable, HighlightsTable, UserMediaTable } from '../db/schema';
import type { CatalogueIndex } from '../repositories/catalogue-index';
import { coverageOf, eventIdentityIds, isEntitled, regionAllows, type Viewer } from './entitlements';
import { iso } from './ids';
import { lowLatencyUrl } from '../media/urls';

export interface DtoContext {
  index: CatalogueIndex;
  viewer: Viewer;
  /** The API's public origin (EPG addresses). */
  publicUrl: string;
  /** A stored stream address → the address this viewer gets (signed for their session). */
  signStream: (url: string) => string;
  /** Adds liveStats to live events with stats (extendLiveWithStats). */
  liveStats?: boolean;
  now: number;
}

function team(ctx: DtoContext, id: string | null, score: number | null): MediaItem['team1'] {
  const t = id ? ctx.index.identities.get(id) : undefined;
  if (!t) return null;
  return { id: t.id, name: t.title, shortName: t.short_title, logo: t.logo_url, color: t.color, score };
}

function categories(ctx: DtoContext, e: EventsTable): MediaItem['categories'] {
  return eventIdentityIds(e).flatMap((id) => {
    const i = ctx.index.identities.get(id);
    return i ? [{ id: i.id, title: i.title, type: i.kind }] : [];
  });
}

/** Minutes since kickoff as a match clock; periods are coarse on purpose (no real feed). */
function liveStats(e: EventsTable, now: number): NonNullable<MediaItem['liveStats']> {
  const minutes = Math.max(0, Math.floor((now - e.start_at - e.kickoff_delay_s * 1000) / 60_000));
  return { period: minutes < 55 ? '1' : '2', clock: `${Math.min(minutes, 120)}'` };
}

export function eventToItem(e: EventsTable, ctx: DtoContext): MediaItem {
  const entitled = isEntitled(e, ctx.viewer);
  const inRegion = regionAllows(e.region_rule, ctx.viewer.country);
  const playable = entitled && inRegion && e.status !== 'UPCOMING';
  const league = e.league_id ? ctx.index.identities.get(e.league_id) : undefined;
  const coverage = coverageOf(e);
  const hasStats = ctx.index.statsEventIds.has(e.id);
  const clip = ctx.index.clipByEvent.get(e.id);
  const stream = playable ? ctx.signStream(e.stream_url) : null;
  const lowLatency = playable && e.status === 'LIVE' ? lowLatencyUrl(e.stream_url) : null;
  return {
    id: e.id,
    eventId: e.id,
    referenceId: e.reference_id,
    title: e.title,
    description: e.description,
    date: iso(e.start_at),
    gameStartDate: e.game_type === 'game' && e.status !== 'UPCOMING' ? iso(e.start_at + e.kickoff_delay_s * 1000) : null,
    endDate: e.status === 'channel' ? null : iso(e.end_at),
    createdAt: iso(e.created_at),
    sportType: e.sport_type,
    league: league ? { id: league.id, title: league.title } : null,
    competition: e.competition,
    mediaType: 'event',
    eventType: e.event_type,
    gameType: e.game_type,
    eventSubType: e.sub_type,
    eventStatus: e.status,
    gender: e.gender,
    accessType: e.access_type,
    commerceCoverage: coverage,
    commerceType: e.access_type === 'ppv' || e.access_type === 'subscription' ? e.access_type : null,
    isEventAvailableForUser: entitled,
    isEventAvailableInUserRegion: inRegion,
    isEnabledVidswapStats: hasStats,
    geniusId: e.genius_id,
    imageUrl: e.poster_url,
    eventUrl: stream,
    team1: team(ctx, e.team1_id, e.team1_score),
    team2: team(ctx, e.team2_id, e.team2_score),
    source: {
      hd: stream,
      lowLatency: lowLatency ? ctx.signStream(lowLatency) : null,
      panoramic: playable && e.pano_url ? ctx.signStream(e.pano_url) : null,
      poster: e.poster_url,
      clip: inRegion && clip ? ctx.signStream(clip) : null,
      epg: e.status === 'channel' ? `${ctx.publicUrl}/epg/${encodeURIComponent(e.id)}.json` : null,
    },
    ads: e.vast_url ? [{ vastUrl: e.vast_url, offset: 0 }] : [],
    categories: categories(ctx, e),
    identityIds: eventIdentityIds(e),
    mediaSubType: null,
    contextType: null,
    playerNumber: null,
    playerColor: null,
    parentEventId: null,
    startTime: null,
    endTime: null,
    kickoffSequence: e.kickoff_seq,
    ...(ctx.liveStats && e.status === 'LIVE' && hasStats ? { liveStats: liveStats(e, ctx.now) } : {}),
  };
}

/** Highlights are free promotion: available to everyone in the parent's region. */
export function highlightToItem(h: HighlightsTable, parent: EventsTable, ctx: DtoContext): MediaItem {
  const base = eventToItem(parent, ctx);
  const inRegion = base.isEventAvailableInUserRegion;
  const stream = inRegion ? ctx.signStream(h.stream_url) : null;
  const type = h.kind === 'clip' ? 'clip' : 'highlight';
  return {
    ...base,
    id: h.id,
    title: h.title,
    description: `${h.title} (${parent.title})`,
    date: iso(h.created_at),
    gameStartDate: null,
    endDate: null,
    createdAt: iso(h.created_at),
    mediaType: type,
    eventType: type,
    eventStatus: 'vod',
    accessType: 'free',
    commerceCoverage: ['commerce_free_media'],
    commerceType: null,
    isEventAvailableForUser: true,
    isEnabledVidswapStats: false,
    imageUrl: h.poster_url,
    eventUrl: stream,
    source: { hd: stream, panoramic: null, poster: h.poster_url, clip: null, epg: null },
    ads: [],
    mediaSubType: h.kind,
    contextType: h.context,
    playerNumber: h.player_number,
    playerColor: h.player_color,
    parentEventId: parent.id,
    startTime: h.start_time,
    endTime: h.end_time,
  };
}

/**
 * A user's own clip plays the parent's stream between its times. The clip itself is theirs (SPEC §3:
 * available to them), but its stream is the parent's: only while they may watch the parent (SPEC §6),
 * so a clip never opens a paid, region-blocked or lapsed event.
 */
export function userMediaToItem(m: UserMediaTable, parent: EventsTable, ctx: DtoContext): MediaItem {
  const base = eventToItem(parent, ctx);
  const stream = base.eventUrl;
  return {
    ...base,
    id: m.id,
    title: m.title,
    description: `${m.title} (${parent.title})`,
    date: iso(m.created_at),
    gameStartDate: null,
    endDate: null,
    createdAt: iso(m.created_at),
    mediaType: m.media_type,
    eventType: m.media_type,
    isEventAvailableForUser: true,
    isEnabledVidswapStats: false,
    eventUrl: stream,
    source: { ...base.source, hd: stream, panoramic: null, epg: null },
    ads: [],
    contextType: 'user',
    parentEventId: parent.id,
    startTime: m.start_time,
    endTime: m.end_time,
  };
}
