/**
 * Event query keys and options (CONVENTIONS 'Key factories + queryOptions'). Keys hold the tenant
 * and the UI-level filters (a date filter by name, so server and browser agree on the key); the
 * wire request, with its time range, is built when the query runs.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { EventListRequest } from '@/lib/api/contract';
import { getEvent, getRelatedVideos, getSportCounts, listEvents, listUserClips } from '@/lib/api/events';
import type { ContentType, EventKind, EventPage } from '@/lib/models/event';
import type { QueryContext } from './context';
import { eventDateFilter, type DateFilter } from './date-filters';

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
};

/** UI filters → the wire request of SPEC §7 for one page; `now` fixes the date range. */
export function toEventListRequest(filters: EventFilters, page = 0, now: number = Date.now()): EventListBody {
  const wire: NonNullable<EventListBody['filters']> = {};
  if (filters.kinds?.length) wire.status = filters.kinds;
  if (filters.sport) wire.sportType = filters.sport;
  if (filters.identityIds?.length) wire['identities.id'] = filters.identityIds;
  if (filters.identityType) wire['identities.type'] = filters.identityType;
  if (filters.teamIds?.length) wire['search.teams.id'] = filters.teamIds;
  if (filters.mediaType) wire.media_type = filters.mediaType;
  if (filters.search?.trim()) wire.search = filters.search.trim();
  const range = filters.date ? eventDateFilter(filters.date, now) : undefined;
  if (range) wire.event_date = range;
  return {
    page,
    size: filters.size ?? DEFAULT_PAGE_SIZE,
    sort: filters.sort ?? 'date',
    order: filters.order ?? 'asc',
    filters: wire,
    ...(filters.homePage ? { isHomePage: true } : {}),
  };
}

/**
 * Lists arrive hydrated from the server render. Refetching all of them the moment the page mounts
 * would compete with hydration for the main thread, so mounting does not refetch data it already
 * has; the real-time bridge refreshes stale lists once the page is idle (lib/realtime/bridge.ts),
 * and focus and reconnect refetch as usual (SPEC §9).
 */
const HYDRATED_LIST = { refetchOnMount: false } as const;

export const eventQueries = {
  list: (ctx: QueryContext, filters: EventFilters) =>
    queryOptions({
      queryKey: eventKeys.list(ctx.tenant.id, filters),
      queryFn: ({ signal }) => listEvents(ctx.api, ctx.tenant, toEventListRequest(filters), signal),
      ...HYDRATED_LIST,
    }),
  infinite: (ctx: QueryContext, filters: EventFilters) =>
    infiniteQueryOptions({
      queryKey: eventKeys.infinite(ctx.tenant.id, filters),
      queryFn: ({ pageParam, signal }) => listEvents(ctx.api, ctx.tenant, toEventListRequest(filters, pageParam), signal),
      ...HYDRATED_LIST,
      initialPageParam: 0,
      getNextPageParam: (last: EventPage) => (last.nextExists ? last.page + 1 : undefined),
    }),
  detail: (ctx: QueryContext, id: string, contentType: ContentType = 'event') =>
    queryOptions({
      queryKey: eventKeys.detail(ctx.tenant.id, id, contentType),
      queryFn: ({ signal }) => getEvent(ctx.api, ctx.tenant, id, { contentType, signal }),
    }),
  related: (ctx: QueryContext, id: string) =>
    queryOptions({ queryKey: eventKeys.related(ctx.tenant.id, id), queryFn: () => getRelatedVideos(ctx.api, ctx.tenant, id) }),
  sportCounts: (ctx: QueryContext) =>
    queryOptions({ queryKey: eventKeys.sportCounts(ctx.tenant.id), queryFn: ({ signal }) => getSportCounts(ctx.api, signal) }),
  userClips: (ctx: QueryContext, userId: string) =>
    infiniteQueryOptions({
      queryKey: eventKeys.userClips(ctx.tenant.id, userId),
      queryFn: ({ pageParam }) => listUserClips(ctx.api, ctx.tenant, pageParam),
      initialPageParam: 0,
      getNextPageParam: (last: EventPage) => (last.nextExists ? last.page + 1 : undefined),
    }),
};
