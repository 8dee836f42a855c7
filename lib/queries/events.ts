/**
 * Event query keys and options: one key factory, which the queries, the invalidations and the
 * socket bridge all name keys through. Keys hold the tenant
 * and the UI-level filters (a date filter by name, so server and browser agree on the key); the
 * wire request, with its time range, is built when the query runs.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { EventListRequest } from '@/lib/api/contract';
import type { ContentType, EventKind, EventPage } from '@/lib/models/event';
import { importSoon } from '@/lib/next-task';
import type { QueryContext } from './context';
import type { DateFilter } from './date-filters';

/** The calls, the reshaping of their answers and the wire form of the filters load with the first query that runs, not with the page. */
const eventsApi = () => importSoon(() => import('@/lib/api/events'));

async function listPage(ctx: QueryContext, filters: EventFilters, page: number, signal: AbortSignal): Promise<EventPage> {
  const [{ listEvents }, { toEventListRequest }] = await importSoon(() => Promise.all([import('@/lib/api/events'), import('./event-request')]));
  return listEvents(ctx.api, ctx.tenant, toEventListRequest(filters, page), signal);
}

/** SPEC §9: page 0, size 10. */
export const DEFAULT_PAGE_SIZE = 10;

export interface EventFilters {
  kinds?: EventKind[];
  sport?: string;
  /** Items of these identities (leagues, sub-categories or teams). */
  identityIds?: string[];
  identityType?: 'league' | 'subcategory' | 'team';
  /** Items where one of these teams plays. */
  teamIds?: string[];
  mediaType?: 'event' | 'highlight' | 'clip';
  search?: string;
  date?: DateFilter;
  homePage?: boolean;
  sort?: 'date' | 'added' | 'title' | 'order' | 'created';
  order?: 'asc' | 'desc';
  size?: number;
}

export type EventListBody = NonNullable<EventListRequest>;

export const eventKeys = {
  all: (tenant: string) => ['events', tenant] as const,
  /** Every list, whatever its shape: the real-time bridge updates them all. */
  lists: (tenant: string) => ['events', tenant, 'list'] as const,
  list: (tenant: string, filters: EventFilters) => ['events', tenant, 'list', 'page', filters] as const,
  infinite: (tenant: string, filters: EventFilters) => ['events', tenant, 'list', 'infinite', filters] as const,
  related: (tenant: string, id: string) => ['events', tenant, 'list', 'related', id] as const,
  userClips: (tenant: string, userId: string) => ['events', tenant, 'list', 'user-clips', userId] as const,
  details: (tenant: string) => ['events', tenant, 'detail'] as const,
  detail: (tenant: string, id: string, contentType: ContentType = 'event') => ['events', tenant, 'detail', id, contentType] as const,
  sportCounts: (tenant: string) => ['events', tenant, 'sport-counts'] as const,
  /** An event's game or player highlights (a list: the bridge may patch it like any other). */
  highlights: (tenant: string, id: string, type: 'game' | 'player') => ['events', tenant, 'list', 'highlights', id, type] as const,
  /** Commerce options depend on who asks (tickets, subscriptions): the user is part of the key. */
  commerce: (tenant: string, id: string, userId: string | null) => ['events', tenant, 'commerce', id, userId ?? 'anonymous'] as const,
  /** Every event's commerce options: a purchase changes them all. */
  commerceAll: (tenant: string) => ['events', tenant, 'commerce'] as const,
  byReference: (tenant: string, referenceId: string) => ['events', tenant, 'reference', referenceId] as const,
};

/**
 * SPEC §4/§8: a failed sub-load of the event page (highlights, related videos, commerce options) is
 * logged and becomes empty data, so the rest of the page still shows.
 */
export function emptyOnFailure<T>(what: string, empty: T): (error: unknown) => T {
  return (error) => {
    console.warn(`[event page] ${what} could not be loaded`, error);
    return empty;
  };
}

/**
 * Lists arrive hydrated from the server render (the event page's highlights and related videos too).
 * Refetching all of them the moment the page mounts
 * would compete with hydration for the main thread, so mounting does not refetch data it already
 * has; the real-time bridge refreshes stale lists once the page is idle (lib/realtime/bridge.ts),
 * and focus and reconnect refetch as usual (SPEC §9).
 */
const HYDRATED_LIST = { refetchOnMount: false } as const;
/** How long an event's commerce options hold before they are asked for again. */
const COMMERCE_STALE_MS = 60_000;

export const eventQueries = {
  list: (ctx: QueryContext, filters: EventFilters) =>
    queryOptions({
      queryKey: eventKeys.list(ctx.tenant.id, filters),
      queryFn: ({ signal }) => listPage(ctx, filters, 0, signal),
      ...HYDRATED_LIST,
    }),
  infinite: (ctx: QueryContext, filters: EventFilters) =>
    infiniteQueryOptions({
      queryKey: eventKeys.infinite(ctx.tenant.id, filters),
      queryFn: ({ pageParam, signal }) => listPage(ctx, filters, pageParam, signal),
      ...HYDRATED_LIST,
      initialPageParam: 0,
      getNextPageParam: (last: EventPage) => (last.nextExists ? last.page + 1 : undefined),
    }),
  detail: (ctx: QueryContext, id: string, contentType: ContentType = 'event') =>
    queryOptions({
      queryKey: eventKeys.detail(ctx.tenant.id, id, contentType),
      queryFn: async ({ signal }) => (await eventsApi()).getEvent(ctx.api, ctx.tenant, id, { contentType, signal }),
    }),
  related: (ctx: QueryContext, id: string) =>
    queryOptions({
      queryKey: eventKeys.related(ctx.tenant.id, id),
      ...HYDRATED_LIST,
      queryFn: async ({ signal }) => (await eventsApi()).getRelatedVideos(ctx.api, ctx.tenant, id, signal),
    }),
  /** Related videos on the event page: a failure is an empty rail (SPEC §8). */
  relatedOrEmpty: (ctx: QueryContext, id: string) =>
    queryOptions({
      queryKey: eventKeys.related(ctx.tenant.id, id),
      ...HYDRATED_LIST,
      queryFn: async ({ signal }) => (await eventsApi()).getRelatedVideos(ctx.api, ctx.tenant, id, signal).catch(emptyOnFailure('related videos', [])),
    }),
  highlights: (ctx: QueryContext, id: string, type: 'game' | 'player') =>
    queryOptions({
      queryKey: eventKeys.highlights(ctx.tenant.id, id, type),
      ...HYDRATED_LIST,
      queryFn: async ({ signal }) => (await eventsApi()).listHighlights(ctx.api, ctx.tenant, id, type, signal).catch(emptyOnFailure(`${type} highlights`, [])),
    }),
  commerce: (ctx: QueryContext, id: string, userId: string | null) =>
    queryOptions({
      queryKey: eventKeys.commerce(ctx.tenant.id, id, userId),
      queryFn: async ({ signal }) => (await eventsApi()).getCommerceOptions(ctx.api, id, signal).catch(emptyOnFailure('commerce options', null)),
      // The offers change rarely, and a purchase marks them all stale (commerce.ts): a visitor's copy
      // in a cached page (its window is seconds) is not asked for again as the page opens.
      staleTime: COMMERCE_STALE_MS,
    }),
  byReference: (ctx: QueryContext, referenceId: string) =>
    queryOptions({
      queryKey: eventKeys.byReference(ctx.tenant.id, referenceId),
      queryFn: async ({ signal }) => (await eventsApi()).getEventByReference(ctx.api, ctx.tenant, referenceId, signal),
    }),
  sportCounts: (ctx: QueryContext) =>
    queryOptions({ queryKey: eventKeys.sportCounts(ctx.tenant.id), queryFn: async ({ signal }) => (await eventsApi()).getSportCounts(ctx.api, signal) }),
  userClips: (ctx: QueryContext, userId: string) =>
    infiniteQueryOptions({
      queryKey: eventKeys.userClips(ctx.tenant.id, userId),
      queryFn: async ({ pageParam }) => (await eventsApi()).listUserClips(ctx.api, ctx.tenant, pageParam),
      initialPageParam: 0,
      getNextPageParam: (last: EventPage) => (last.nextExists ? last.page + 1 : undefined),
    }),
};
