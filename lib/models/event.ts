/**
 * The event (media item) of SPEC §3 as the UI sees it: tenant display settings already applied
 * (team short names, real kickoff time, metaTitle, gender), statuses normalised to kinds. Built
 * only by lib/api/events.ts; components never see the wire shape.
 */

/** Normalised event kind (SPEC §3 'Event kinds'); the wire's LIVE/live, UPCOMING, vod, channel map here. */
export type EventKind = 'live' | 'upcoming' | 'archived' | 'channel';

/** A wire status ('LIVE', 'UPCOMING', 'vod', 'channel'; 'live' from some platforms) as a card's kind. */
export function eventKind(status: string): EventKind {
  switch (status) {
    case 'LIVE':
    case 'live':
      return 'live';
    case 'UPCOMING':
      return 'upcoming';
    case 'channel':
      return 'channel';
    default:
      return 'archived';
  }
}

/** The access badge of a card (SPEC §3 'Media access types'; transactional shows as ppv). */
export type AccessKind = 'free' | 'members' | 'ppv' | 'subscription';

export type ContentType = 'event' | 'clip' | 'user_clip' | 'user_highlight' | 'highlight';

export interface EventTeam {
  id: string;
  /** The short name when the tenant's teams_short_name setting is on and one exists. */
  name: string;
  logo: string | null;
  color: string | null;
  score: number | null;
}

export interface EventCategory {
  id: string;
  title: string;
  type: string;
}

/** What a card, a rail, JSON-LD and the sitemap need. */
export interface EventSummary {
  id: string;
  title: string;
  /** The content type (SPEC: mediaType); cards of non-events link with it. */
  contentType: ContentType;
  kind: EventKind;
  /** Scheduled start (ISO). */
  date: string;
  /**
   * What the card shows as kick-off (ISO): the real kickoff when the real_kickoff_time setting is
   * on and the API knows it, else the scheduled date.
   */
  kickoff: string;
  endDate: string | null;
  sportType: string;
  /** League and competition joined by ' • ' (leagues view on, game type not other); else the competition. */
  metaTitle: string | null;
  access: AccessKind;
  /** Only with the gender_classification setting. */
  gender: 'male' | 'female' | 'mixed' | null;
  imageUrl: string | null;
  team1: EventTeam | null;
  team2: EventTeam | null;
  /** A live event's period and match clock, from lists that ask for them (extendLiveWithStats). */
  liveStats: LiveStats | null;
  /**
   * Its result was left out for a spoiler-free viewer (lib/api/contract/results.ts): no score, clock or
   * stats, and none may be added from the socket until the viewer reveals it.
   */
  resultsHidden?: true;
}

export interface LiveStats {
  period: string;
  clock: string | null;
}

export interface EventAd {
  vastUrl: string;
  offset: number;
}

export interface EventSource {
  hd: string | null;
  /** The hd stream's low-latency playlist while live (docs/fan-features.md, 'Low-latency live'). */
  lowLatency: string | null;
  panoramic: string | null;
  poster: string | null;
  clip: string | null;
  /** The channel program address. */
  epg: string | null;
}

/** The whole event of SPEC §3 (event pages build on it). Lists carry only the summary, to keep pages light. */
export interface MediaEvent extends EventSummary {
  eventId: string;
  referenceId: string;
  description: string;
  isEventAvailableForUser: boolean;
  isEventAvailableInUserRegion: boolean;
  identityIds: string[];
  /** The wire status as received (LIVE, UPCOMING, live, channel, vod). */
  eventStatus: string;
  /** Real kickoff (ISO) when the real_kickoff_time setting is on and known; else null. */
  gameStartDate: string | null;
  eventType: string;
  gameType: string;
  isExternal: boolean;
  commerceCoverage: string[];
  commerceType: string | null;
  /** The API has stats for it and the tenant's match_stats setting is on. */
  isEnabledVidswapStats: boolean;
  geniusId: string | null;
  eventUrl: string | null;
  source: EventSource;
  ads: EventAd[];
  categories: EventCategory[];
  mediaSubType: string | null;
  contextType: string | null;
  playerNumber: string | null;
  playerColor: string | null;
  parentEventId: string | null;
  /** Milliseconds into the parent's stream (highlights and clips). */
  startTime: number | null;
  endTime: number | null;
}

/** One page of a list (SPEC §3 paginated list), reshaped. */
export interface EventPage {
  items: EventSummary[];
  page: number;
  nextExists: boolean;
  totalCount: number;
  /** Only the page's first cards, as a server render sends them for a rail: the rest is fetched when the rail is reached. */
  partial?: boolean;
}

export interface SportCount {
  sportType: string;
  total: number;
  live: number;
  upcoming: number;
  archived: number;
}

/** The address of an item's page: /events/{id}/, naming the content type for anything but an event. */
export function eventHref(item: Pick<EventSummary, 'id' | 'contentType'>): string {
  const path = `/events/${encodeURIComponent(item.id)}/`;
  return item.contentType === 'event' ? path : `${path}?media_type=${item.contentType}`;
}

/** A product that opens an event (SPEC §3 'Purchase / product'): a PPV ticket or a subscription. */
export interface Offer {
  id: string;
  title: string;
  price: number;
  currency: string;
  /** 'ppv', 'svod' or 'cvod'. */
  model: string;
}

/** SPEC §7 get_commerce_options, reshaped: the ways into an event the viewer may not watch yet. */
export interface CommerceOptions {
  eventId: string;
  access: AccessKind;
  isEventAvailableForUser: boolean;
  isEventAvailableInUserRegion: boolean;
  ppv: Offer[];
  subscriptions: Offer[];
}
