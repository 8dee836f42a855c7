/** The wire form of event list filters (SPEC §7), loaded with the first list query that runs (events.ts). */
import { eventDateFilter } from './date-filters';
import { DEFAULT_PAGE_SIZE, type EventFilters, type EventListBody } from './events';

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
