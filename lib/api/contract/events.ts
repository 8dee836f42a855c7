/**
 * Events, highlights and clips as media items (SPEC §3 Event), the event list with its filters,
 * get-by-id, related videos, grouped sport counts, match stats and the channel program (SPEC §7).
 */
import * as z from './zod';
import {
  contentSchema,
  idInputSchema,
  idSchema,
  isoDateSchema,
  oneOrMany,
  pageSchema,
  paginatedSchema,
  queryBoolSchema,
  refSchema,
  sizeQuerySchema,
  sizeSchema,
  sortOrderSchema,
  urlSchema,
} from './common';
import { GROUPED_LIST_SIZE } from './limits';
import { EVENT_STATUSES } from './statuses';

export const CONTENT_TYPES = ['event', 'clip', 'user_clip', 'user_highlight', 'highlight'] as const;
export const EVENT_KINDS = ['live', 'upcoming', 'archived', 'channel'] as const;
export const HIGHLIGHT_KINDS = ['auto', 'recap', 'condensed', 'clip', 'highlight'] as const;
export const CONTEXT_KINDS = ['game', 'player', 'user'] as const;
export const EVENT_TYPES = ['event', 'clip', 'highlight', 'user_clip', 'user_highlight', 'externalContent'] as const;
export const GAME_TYPES = ['game', 'other'] as const;
export const EVENT_SUBTYPES = ['training', 'other'] as const;
export const ACCESS_TYPES = ['free', 'members', 'ppv', 'transactional', 'subscription'] as const;
export const GENDERS = ['male', 'female', 'mixed'] as const;

export const teamSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  shortName: z.nullable(z.string()),
  logo: z.nullable(urlSchema),
  color: z.nullable(z.string()),
  score: z.nullable(z.int()),
});

/** Addresses of an item's media; streams are null unless the user is entitled and in region. */
export const sourceSchema = z.looseObject({
  hd: z.nullable(urlSchema),
  /**
   * The live stream as Low-Latency HLS (an extension, docs/fan-features.md "Low-latency live"), while
   * the event is live and the platform offers it; absent or null otherwise.
   */
  lowLatency: z.optional(z.nullable(urlSchema)),
  panoramic: z.nullable(urlSchema),
  poster: z.nullable(urlSchema),
  clip: z.nullable(urlSchema),
  /** The channel program address (channels only). */
  epg: z.nullable(urlSchema),
});

export const adSchema = z.looseObject({ vastUrl: urlSchema, offset: z.int().check(z.minimum(0)) });

export const categoryRefSchema = z.extend(refSchema, { type: z.string() });

export const liveStatsSchema = z.looseObject({ period: z.string(), clock: z.nullable(z.string()) });

/** One media item: an event, a channel, a highlight or clip, or a user's clip or highlight. */
export const mediaItemSchema = z.looseObject({
  id: idSchema,
  /** The event this item belongs to (its own id for events). */
  eventId: idSchema,
  referenceId: z.string(),
  title: z.string(),
  description: z.string(),
  /** Scheduled start. */
  date: isoDateSchema,
  /** The real kickoff, when known. */
  gameStartDate: z.nullable(isoDateSchema),
  endDate: z.nullable(isoDateSchema),
  createdAt: isoDateSchema,
  sportType: z.string(),
  league: z.nullable(refSchema),
  competition: z.nullable(z.string()),
  mediaType: z.enum(CONTENT_TYPES),
  eventType: z.enum(EVENT_TYPES),
  gameType: z.enum(GAME_TYPES),
  eventSubType: z.nullable(z.enum(EVENT_SUBTYPES)),
  eventStatus: z.enum(EVENT_STATUSES),
  gender: z.nullable(z.enum(GENDERS)),
  accessType: z.enum(ACCESS_TYPES),
  /** 'commerce_free_media' for free items, else the commerce models that unlock it ('ppv', 'subscription'). */
  commerceCoverage: z.array(z.string()),
  commerceType: z.nullable(z.string()),
  isEventAvailableForUser: z.boolean(),
  isEventAvailableInUserRegion: z.boolean(),
  /** Match stats exist for this item (the portal also checks the tenant's match_stats setting). */
  isEnabledVidswapStats: z.boolean(),
  geniusId: z.nullable(z.string()),
  imageUrl: z.nullable(urlSchema),
  /** The hd stream; null when not entitled, not in region, or not started yet. */
  eventUrl: z.nullable(urlSchema),
  team1: z.nullable(teamSchema),
  team2: z.nullable(teamSchema),
  source: sourceSchema,
  /** VAST pre-rolls (offset 0). */
  ads: z.array(adSchema),
  /** The league, sub-category and teams this item belongs to. */
  categories: z.array(categoryRefSchema),
  identityIds: z.array(idSchema),
  /** Highlights and clips: their kind, context (game, player, user), player and place in the parent. */
  mediaSubType: z.nullable(z.enum(HIGHLIGHT_KINDS)),
  contextType: z.nullable(z.enum(CONTEXT_KINDS)),
  playerNumber: z.nullable(z.string()),
  playerColor: z.nullable(z.string()),
  parentEventId: z.nullable(idSchema),
  /** Milliseconds into the parent's stream. */
  startTime: z.nullable(z.int()),
  endTime: z.nullable(z.int()),
  /** Only with extendLiveWithStats, on live events with stats. */
  liveStats: z.optional(liveStatsSchema),
  /**
   * How many times the kickoff moved (an extension, docs/fan-features.md "Calendars"): calendars
   * carry it as SEQUENCE. A platform without it is taken as 0.
   */
  kickoffSequence: z.optional(z.int().check(z.minimum(0))),
});
export type MediaItem = z.output<typeof mediaItemSchema>;

export const mediaListSchema = paginatedSchema(mediaItemSchema);
export type MediaList = z.output<typeof mediaListSchema>;
export const mediaItemAnswerSchema = contentSchema(mediaItemSchema);

export const EVENT_SORT_FIELDS = ['date', 'order', 'added', 'title', 'created'] as const;
export const IDENTITY_KINDS = ['league', 'category', 'subcategory', 'team'] as const;

/** 'start~end' in epoch milliseconds (either side may be empty), from SPEC §5's date filters. */
export const eventDateRangeSchema = z.string().check(z.regex(/^\d{0,15}~\d{0,15}$/, 'must be "startMs~endMs"'));

const statusFilter = z.enum([...EVENT_KINDS, ...EVENT_STATUSES]);

export const eventListFiltersSchema = z.strictObject({
  /** Items of any of these identities (league, sub-category or team). */
  'identities.id': z.optional(oneOrMany(idInputSchema)),
  /** Narrows identities.id to one kind; omitted for all. */
  'identities.type': z.optional(z.enum([...IDENTITY_KINDS, 'identity', 'identity_item'])),
  /** Default 'event' (events and channels); 'highlight' / 'clip' list highlights. */
  media_type: z.optional(oneOrMany(z.enum(['event', 'highlight', 'clip']))),
  /** Items where one of these teams plays. */
  'search.teams.id': z.optional(oneOrMany(idInputSchema)),
  /** Events: these events; highlights: the highlights of these events. */
  event_id: z.optional(oneOrMany(idInputSchema)),
  sportType: z.optional(oneOrMany(z.string().check(z.minLength(1), z.maxLength(40)))),
  event_date: z.optional(eventDateRangeSchema),
  /** Kinds (live, upcoming, archived, channel) or raw statuses. */
  status: z.optional(oneOrMany(statusFilter)),
  /** Title text search (the /search page; an extension of SPEC §7). */
  search: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});

export const eventListRequestSchema = z.strictObject({
  page: pageSchema,
  size: sizeSchema(),
  sort: z._default(z.enum(EVENT_SORT_FIELDS), 'date'),
  order: z._default(sortOrderSchema, 'asc'),
  next: z.optional(z.boolean()),
  count: z.optional(z.boolean()),
  filters: z.prefault(eventListFiltersSchema, {}),
  /** Only items picked for the home page. */
  isHomePage: z.optional(z.boolean()),
  /** Live events carry liveStats. */
  extendLiveWithStats: z.optional(z.boolean()),
});
export type EventListRequest = z.input<typeof eventListRequestSchema>;

export const idParamsSchema = z.strictObject({ id: idSchema });

export const getByIdQuerySchema = z.strictObject({
  /** 'referenceId' looks the event up by its reference (the /redirect/events/{referenceId} page). */
  idType: z._default(z.enum(['id', 'referenceId']), 'id'),
  media_type: z.optional(z.enum(CONTENT_TYPES)),
});

export const relatedVideosQuerySchema = z.strictObject({ id: idSchema });

export const sportCountSchema = z.looseObject({
  sportType: z.string(),
  total: z.int(),
  live: z.int(),
  upcoming: z.int(),
  archived: z.int(),
});
export const groupedSportCountAnswerSchema = contentSchema(z.array(sportCountSchema));

/** At most `size` sport groups: the ones with the most events. */
export const groupedSportCountQuerySchema = z.strictObject({ size: sizeQuerySchema(GROUPED_LIST_SIZE) });
export type SportCount = z.output<typeof sportCountSchema>;

export const statsQuerySchema = z.strictObject({
  id: idSchema,
  score: z._default(queryBoolSchema, true),
  overview: z._default(queryBoolSchema, true),
});

const scoreSideSchema = z.looseObject({
  teamId: z.nullable(idSchema),
  name: z.string(),
  total: z.number(),
  /** Per period, e.g. { name: 'Q1', value: 21 }. */
  metrics: z.array(z.looseObject({ name: z.string(), value: z.number() })),
});
export const scoreStatsSchema = z.looseObject({ home: scoreSideSchema, away: scoreSideSchema });
export const gameStatSchema = z.looseObject({
  name: z.string(),
  filterId: z.string(),
  shortName: z.string(),
  homeValue: z.number(),
  awayValue: z.number(),
  valueSuffix: z.string(),
  /** 100 for percentages; otherwise the larger of the two values. */
  maxValue: z.number(),
});
export type GameStat = z.output<typeof gameStatSchema>;
export const statsAnswerSchema = contentSchema(
  z.looseObject({
    'game-scores': z.nullable(scoreStatsSchema),
    'game-overview': z.nullable(z.array(gameStatSchema)),
  }),
);
export type StatsAnswer = z.output<typeof statsAnswerSchema>;

/** The channel program (EPG) found at an item's source.epg; times are ISO. */
export const channelProgramSchema = z.looseObject({
  channelId: idSchema,
  date: z.string(),
  programs: z.array(
    z.looseObject({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      start: isoDateSchema,
      end: isoDateSchema,
      imageUrl: z.nullable(urlSchema),
    }),
  ),
});
export type ChannelProgram = z.output<typeof channelProgramSchema>;
