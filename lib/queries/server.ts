/**
 * Server components prefetch into one QueryClient per request (React's cache scopes it to the
 * render) and hand the dehydrated cache to client leaves through QueryHydration (hydration.tsx).
 */
import 'server-only';
import { hashKey, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { cache } from 'react';
import { serverApi } from '@/lib/api/server';
import type { EventPage } from '@/lib/models/event';
import type { TenantConfig } from '@/lib/tenant/schema';
import type { QueryContext } from './context';
import { eventKeys, type EventFilters } from './events';
import { makeQueryClient } from './query-client';
import { packLists, type PackedLists } from './packed-lists';

export const getQueryClient: () => QueryClient = cache(makeQueryClient);

/** `revalidate`: as serverApi's (seconds an answer may come from the data cache, or false). */
export function serverQueryContext(tenant: TenantConfig, revalidate?: number | false): QueryContext {
  return { api: serverApi(tenant, revalidate), tenant };
}

/** Whether packedEventLists hands this query over (an event list's pages); the rest goes dehydrated. */
export const isPackedList = (key: QueryKey): boolean => key[0] === 'events' && key[2] === 'list' && (key[3] === 'page' || key[3] === 'infinite');

/**
 * The event lists (pages and paged grids) the render fetched, packed for ListsBoundary
 * (components/event/lists-boundary.tsx): the lists of `rails` keep only their first `firstCards`
 * cards, the ones their first HTML shows.
 */
export function packedEventLists(ctx: QueryContext, { rails, firstCards }: { rails: EventFilters[]; firstCards: number }): PackedLists {
  const cut = new Set(rails.map((filters) => hashKey(eventKeys.list(ctx.tenant.id, filters))));
  const lists = getQueryClient()
    .getQueryCache()
    .findAll({
      queryKey: eventKeys.lists(ctx.tenant.id),
      predicate: (q) => q.state.status === 'success' && isPackedList(q.queryKey),
    });
  return packLists(
    lists.map((q) => ({
      key: q.queryKey,
      data: q.state.data as EventPage | InfiniteData<EventPage>,
      updatedAt: q.state.dataUpdatedAt,
      firstCards: cut.has(q.queryHash) ? firstCards : undefined,
    })),
  );
}
