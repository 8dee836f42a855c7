/**
 * Events, highlights and clips as media items (SPEC §3 Event), the event list with its filters,
 * get-by-id, related videos, grouped sport counts, match stats and the channel program (SPEC §7).
 */
import { z } from 'zod';
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
  sizeSchema,
  sortOrderSchema,
  urlSchema,
} from './common';

export const CONTENT_TYPES = ['event', 'clip', 'user_clip', 'user_highlight', 'highlight'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const EVENT_KINDS = ['live', 'upcoming', 'archived', 'channel'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
/** The reference API answers LIVE, UPCOMING, vod (archived) and channel; 'live' also occurs elsewhere. */
export const EVENT_STATUSES = ['LIVE', 'UPCOMING', 'live', 'channel', 'vod'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const HIGHLIGHT_KINDS = ['auto', 'recap', 'condensed', 'clip', 'highlight'] as const;
export type HighlightKind = (typeof HIGHLIGHT_KINDS)[number];
export const CONTEXT_KINDS = ['game', 'player', 'user'] as const;
export const EVENT_TYPES = ['event', 'clip', 'highlight', 'user_clip', 'user_highlight', 'externalContent'] as const;
export const GAME_TYPES = ['game', 'other'] as const;
export const EVENT_SUBTYPES = ['training', 'other'] as const;
export const ACCESS_TYPES = ['free', 'members', 'ppv', 'transactional', 'subscription'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];
export const GENDERS = ['male', 'female', 'mixed'] as const;

export const teamSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  shortName: z.string().nullable(),
  logo: urlSchema.nullable(),
  color: z.string().nullable(),
  score: z.number().int().nullable(),
});
export type Team = z.output<typeof teamSchema>;

/** Addresses of an item's media; streams are null unless the user is entitled and in region. */
export const sourceSchema = z.looseObject({
  hd: urlSchema.nullable(),
  panoramic: urlSchema.nullable(),
  poster: urlSchema.nullable(),
  clip: urlSchema.nullable(),
  /** The channel program address (channels only). */
  epg: urlSchema.nullable(),
});

export const adSchema = z.looseObject({ vastUrl: urlSchema, offset: z.number().int().min(0) });

export const categoryRefSchema = refSchema.extend({ type: z.string() });

export const liveStatsSchema = z.looseObject({ period: z.string(), clock: z.string().nullable() });

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
  gameStartDate: isoDateSchema.nullable(),
  endDate: isoDateSchema.nullable(),
  createdAt: isoDateSchema,
  sportType: z.string(),
  league: refSchema.nullable(),
  competition: z.string().nullable(),
  mediaType: z.enum(CONTENT_TYPES),
  eventType: z.enum(EVENT_TYPES),
  gameType: z.enum(GAME_TYPES),
  eventSubType: z.enum(EVENT_SUBTYPES).nullable(),
  eventStatus: z.enum(EVENT_STATUSES),
  gender: z.enum(GENDERS).nullable(),
  accessType: z.enum(ACCESS_TYPES),
  /** 'commerce_free_media' for free items, else the commerce models that unlock it ('ppv', 'subscription'). */
  commerceCoverage: z.array(z.string()),
  commerceType: z.string().nullable(),
  isEventAvailableForUser: z.boolean(),
  isEventAvailableInUserRegion: z.boolean(),
  /** Match stats exist for this item (the portal also checks the tenant's match_stats setting). */
  isEnabledVidswapStats: z.boolean(),
  geniusId: z.string().nullable(),
  imageUrl: urlSchema.nullable(),
  /** The hd stream; null when not entitled, not in region, or not started yet. */
  eventUrl: urlSchema.nullable(),
  team1: teamSchema.nullable(),
  team2: teamSchema.nullable(),
  source: sourceSchema,
  /** VAST pre-rolls (offset 0). */
  ads: z.array(adSchema),
  /** The league, sub-category and teams this item belongs to. */
  categories: z.array(categoryRefSchema),
  identityIds: z.array(idSchema),
  /** Highlights and clips: their kind, context (game, player, user), player and place in the parent. */
  mediaSubType: z.enum(HIGHLIGHT_KINDS).nullable(),
  contextType: z.enum(CONTEXT_KINDS).nullable(),
  playerNumber: z.string().nullable(),
  playerColor: z.string().nullable(),
  parentEventId: idSchema.nullable(),
  /** Milliseconds into the parent's stream. */
  startTime: z.number().int().nullable(),
  endTime: z.number().int().nullable(),
  /** Only with extendLiveWithStats, on live events with stats. */
  liveStats: liveStatsSchema.optional(),
});
export type MediaItem = z.output<typeof mediaItemSchema>;

export const mediaListSchema = paginatedSchema(mediaItemSchema);
export type MediaList = z.output<typeof mediaListSchema>;
export const mediaItemAnswerSchema = contentSchema(mediaItemSchema);

export const EVENT_SORT_FIELDS = ['date', 'order', 'added', 'title', 'created'] as const;
export const IDENTITY_KINDS = ['league', 'category', 'subcategory', 'team'] as const;

/** 'start~end' in epoch milliseconds (either side may be empty), from SPEC §5's date filters. */
export const eventDateRangeSchema = z.string().regex(/^\d{0,15}~\d{0,15}$/, 'must be "startMs~endMs"');

const statusFilter = z.enum([...EVENT_KINDS, ...EVENT_STATUSES]);

export const eventListFiltersSchema = z.strictObject({
  /** Items of any of these identities (league, sub-category or team). */
  'identities.id': oneOrMany(idInputSchema).optional(),
  /** Narrows identities.id to one kind; omitted for all. */
  'identities.type': z.enum([...IDENTITY_KINDS, 'identity', 'identity_item']).optional(),
  /** Default 'event' (events and channels); 'highlight' / 'clip' list highlights. */
  media_type: oneOrMany(z.enum(['event', 'highlight', 'clip'])).optional(),
  /** Items where one of these teams plays. */
  'search.teams.id': oneOrMany(idInputSchema).optional(),
  /** Events: these events; highlights: the highlights of these events. */
  event_id: oneOrMany(idInputSchema).optional(),
  sportType: oneOrMany(z.string().min(1).max(40)).optional(),
  event_date: eventDateRangeSchema.optional(),
  /** Kinds (live, upcoming, archived, channel) or raw statuses. */
  status: oneOrMany(statusFilter).optional(),
  /** Title text search (the /search page; an extension of SPEC §7). */
  search: z.string().trim().min(1).max(100).optional(),
});

export const eventListRequestSchema = z
  .strictObject({
    page: pageSchema,
    size: sizeSchema(),
    sort: z.enum(EVENT_SORT_FIELDS).default('date'),
    order: sortOrderSchema.default('asc'),
    next: z.boolean().optional(),
    count: z.boolean().optional(),
    filters: eventListFiltersSchema.prefault({}),
    /** Only items picked for the home page. */
    isHomePage: z.boolean().optional(),
    /** Live events carry liveStats. */
    extendLiveWithStats: z.boolean().optional(),
  });
export type EventListRequest = z.input<typeof eventListRequestSchema>;

export const idParamsSchema = z.strictObject({ id: idSchema });

export const getByIdQuerySchema = z.strictObject({
  /** 'referenceId' looks the event up by its reference (the /redirect/events/{referenceId} page). */
  idType: z.enum(['id', 'referenceId']).default('id'),
  media_type: z.enum(CONTENT_TYPES).optional(),
});
export type GetByIdQuery = z.input<typeof getByIdQuerySchema>;

export const relatedVideosQuerySchema = z.strictObject({ id: idSchema });

export const sportCountSchema = z.looseObject({
  sportType: z.string(),
  total: z.number().int(),
  live: z.number().int(),
  upcoming: z.number().int(),
  archived: z.number().int(),
});
export const groupedSportCountAnswerSchema = contentSchema(z.array(sportCountSchema));
export type SportCount = z.output<typeof sportCountSchema>;

export const statsQuerySchema = z.strictObject({
  id: idSchema,
  score: queryBoolSchema.default(true),
  overview: queryBoolSchema.default(true),
});
export type StatsQuery = z.input<typeof statsQuerySchema>;

const scoreSideSchema = z.looseObject({
  teamId: idSchema.nullable(),
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
    'game-scores': scoreStatsSchema.nullable(),
    'game-overview': z.array(gameStatSchema).nullable(),
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
      imageUrl: urlSchema.nullable(),
    }),
  ),
});
export type ChannelProgram = z.output<typeof channelProgramSchema>;
