/**
 * Events area (SPEC §7 'Events, clips, videos'): calls plus the reshaping of wire media items into
 * the UI model of lib/models/event.ts, where the tenant's display settings are applied and, for a
 * viewer who hides results, results are left out (lib/api/contract/results.ts; wire shapes stop here:
 * components see only the UI model).
 */
import type { CommerceOptionsAnswer, EventListRequest, MediaItem, MediaList, SportCount as WireSportCount } from './contract';
import type { ApiCaller } from './call';
import { GROUPED_LIST_SIZE } from './contract/limits';
import {
  eventKind,
  type AccessKind,
  type CommerceOptions,
  type EventPage,
  type EventSummary,
  type EventTeam,
  type MediaEvent,
  type Offer,
  type SportCount,
} from '@/lib/models/event';
import { shaped } from '@/lib/api/contract/results';
import type { PublicTenant } from '@/lib/tenant/schema';

/** The part of the tenant configuration that changes how events look, and the results it leaves out. */
export type EventDisplay = Pick<PublicTenant, 'enable_leagues_view' | 'settings' | 'resultsView'>;

/** The item with what the display leaves out of it already left out. */
const forDisplay = (item: MediaItem, display: EventDisplay) => (display.resultsView ? shaped(item, display.resultsView) : item);

const META_SEPARATOR = ' • ';

function accessKind(accessType: string): AccessKind {
  if (accessType === 'transactional' || accessType === 'ppv') return 'ppv';
  if (accessType === 'members' || accessType === 'subscription') return accessType;
  return 'free';
}

function reshapeTeam(team: MediaItem['team1'], display: EventDisplay): EventTeam | null {
  if (!team) return null;
  const short = display.settings.teams_short_name && team.shortName ? team.shortName : null;
  return { id: team.id, name: short ?? team.name, logo: team.logo, color: team.color, score: team.score };
}

/** SPEC §3: league and competition joined by a bullet when the leagues view is on and the game type is not other. */
export function metaTitle(item: Pick<MediaItem, 'league' | 'competition' | 'gameType'>, display: EventDisplay): string | null {
  if (display.enable_leagues_view && item.gameType !== 'other') {
    const parts = [item.league?.title, item.competition].filter((p): p is string => Boolean(p?.trim()));
    return parts.length ? parts.join(META_SEPARATOR) : null;
  }
  return item.competition?.trim() || null;
}

/** SPEC §3 gameStartDate: the real kickoff only with the real_kickoff_time setting. */
function realKickoff(item: MediaItem, display: EventDisplay): string | null {
  return display.settings.real_kickoff_time ? item.gameStartDate : null;
}

const isUserMedia = (item: MediaItem) => item.mediaType === 'user_clip' || item.mediaType === 'user_highlight';

export function reshapeEventSummary(wire: MediaItem, display: EventDisplay): EventSummary {
  const item = forDisplay(wire, display);
  return {
    id: item.id,
    title: item.title,
    contentType: item.mediaType,
    kind: eventKind(item.eventStatus),
    date: item.date,
    kickoff: realKickoff(item, display) ?? item.date,
    endDate: item.endDate,
    sportType: item.sportType,
    metaTitle: metaTitle(item, display),
    access: accessKind(item.accessType),
    gender: display.settings.gender_classification ? item.gender : null,
    imageUrl: item.imageUrl ?? item.source.poster,
    team1: reshapeTeam(item.team1, display),
    team2: reshapeTeam(item.team2, display),
    // Match stats are the tenant's to show (SPEC §3 isEnabledVidswapStats): the summary follows that setting.
    liveStats: item.liveStats && display.settings.match_stats ? { period: item.liveStats.period, clock: item.liveStats.clock } : null,
    ...(item !== wire ? { resultsHidden: true as const } : {}),
  };
}

export function reshapeEvent(wire: MediaItem, display: EventDisplay): MediaEvent {
  const item = forDisplay(wire, display);
  return {
    ...reshapeEventSummary(item, display),
    eventId: item.eventId,
    referenceId: item.referenceId,
    description: item.description,
    // SPEC §3: a user's own clips are always available to them.
    isEventAvailableForUser: item.isEventAvailableForUser || isUserMedia(item),
    isEventAvailableInUserRegion: item.isEventAvailableInUserRegion,
    identityIds: item.identityIds,
    eventStatus: item.eventStatus,
    gameStartDate: realKickoff(item, display),
    eventType: item.eventType,
    gameType: item.gameType,
    isExternal: item.eventType === 'externalContent',
    commerceCoverage: item.commerceCoverage.length ? item.commerceCoverage : ['commerce_free_media'],
    commerceType: item.commerceType,
    isEnabledVidswapStats: item.isEnabledVidswapStats && display.settings.match_stats,
    geniusId: item.geniusId,
    eventUrl: item.eventUrl,
    source: { ...item.source, lowLatency: item.source.lowLatency ?? null },
    ads: item.ads.map((ad) => ({ vastUrl: ad.vastUrl, offset: ad.offset })),
    categories: item.categories.map((c) => ({ id: c.id, title: c.title, type: c.type })),
    mediaSubType: item.mediaSubType,
    contextType: item.contextType,
    playerNumber: item.playerNumber,
    playerColor: item.playerColor,
    parentEventId: item.parentEventId,
    startTime: item.startTime,
    endTime: item.endTime,
  };
}

export function reshapeEventPage(list: MediaList, page: number, display: EventDisplay): EventPage {
  return {
    items: list.entries.map((e) => reshapeEventSummary(e, display)),
    page,
    nextExists: list.nextExists,
    totalCount: list.totalCount,
  };
}

const LIVE_STATUSES: readonly string[] = ['live', 'LIVE'];

/**
 * SPEC §7 extendLiveWithStats: a list that asks for live events asks for their stats summary too,
 * when the tenant shows match stats; other lists never carry it.
 */
export function withLiveStats(body: NonNullable<EventListRequest>, display: EventDisplay): NonNullable<EventListRequest> {
  const status = body.filters?.status;
  const asksLive = (Array.isArray(status) ? status : status ? [status] : []).some((s) => LIVE_STATUSES.includes(s));
  return asksLive && display.settings.match_stats ? { ...body, extendLiveWithStats: true } : body;
}

export async function listEvents(api: ApiCaller, display: EventDisplay, body: NonNullable<EventListRequest>, signal?: AbortSignal): Promise<EventPage> {
  const list = await api('eventList', { body: { next: true, count: true, ...withLiveStats(body, display) }, signal });
  return reshapeEventPage(list, body.page ?? 0, display);
}

export async function getEvent(
  api: ApiCaller,
  display: EventDisplay,
  id: string,
  options: { contentType?: MediaEvent['contentType']; signal?: AbortSignal } = {},
): Promise<MediaEvent> {
  const { contentType = 'event', signal } = options;
  // Highlights and clips live behind the clip endpoint (SPEC §7).
  const name = contentType === 'event' ? 'eventById' : 'clipById';
  const answer = await api(name, { params: { id }, query: { idType: 'id', media_type: contentType }, signal });
  return reshapeEvent(answer.content, display);
}

/** The /redirect/events/{referenceId}/ lookup (SPEC §7 get_by_id with idType referenceId). */
export async function getEventByReference(api: ApiCaller, display: EventDisplay, referenceId: string, signal?: AbortSignal): Promise<MediaEvent> {
  const answer = await api('eventById', { params: { id: referenceId }, query: { idType: 'referenceId', media_type: 'event' }, signal });
  return reshapeEvent(answer.content, display);
}

/** An event's highlights in one context (SPEC §7 clip/list; type game or player). */
export async function listHighlights(
  api: ApiCaller,
  display: EventDisplay,
  eventId: string,
  type: 'game' | 'player',
  signal?: AbortSignal,
): Promise<EventSummary[]> {
  const list = await api('clipList', { body: { event_id: eventId, type, page: 0, size: 24, next: true, count: true }, signal });
  return list.entries.map((e) => reshapeEventSummary(e, display));
}

type WireProduct = CommerceOptionsAnswer['content']['ppv'][number];
const reshapeOffer = (p: WireProduct): Offer => ({ id: p.id, title: p.title, price: p.price, currency: p.currency || 'N/A', model: p.commerceModel });

/** SPEC §7 get_commerce_options: the PPV tickets and subscriptions that open this event for the caller. */
export async function getCommerceOptions(api: ApiCaller, eventId: string, signal?: AbortSignal): Promise<CommerceOptions> {
  const { content } = await api('commerceOptions', { query: { eventId }, signal });
  return {
    eventId: content.eventId,
    access: accessKind(content.accessType),
    isEventAvailableForUser: content.isEventAvailableForUser,
    isEventAvailableInUserRegion: content.isEventAvailableInUserRegion,
    ppv: content.ppv.map(reshapeOffer),
    subscriptions: content.subscriptions.map(reshapeOffer),
  };
}

export async function getRelatedVideos(api: ApiCaller, display: EventDisplay, id: string, signal?: AbortSignal): Promise<EventSummary[]> {
  const list = await api('relatedVideos', { query: { id }, signal });
  return list.entries.map((e) => reshapeEventSummary(e, display));
}

function reshapeSportCount(c: WireSportCount): SportCount {
  return { sportType: c.sportType, total: c.total, live: c.live, upcoming: c.upcoming, archived: c.archived };
}

export async function getSportCounts(api: ApiCaller, signal?: AbortSignal): Promise<SportCount[]> {
  const answer = await api('groupedSportCount', { query: { size: GROUPED_LIST_SIZE }, signal });
  return answer.content.map(reshapeSportCount).filter((c) => c.total > 0);
}

/** A user's own clips and highlights (SPEC §7 clip/user_list; SPEC §9 size 24). */
export async function listUserClips(api: ApiCaller, display: EventDisplay, page = 0): Promise<EventPage> {
  const list = await api('userClipList', { body: { page, size: 24, next: true, count: true } });
  return reshapeEventPage(list, page, display);
}
