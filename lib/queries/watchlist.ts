/** The signed-in user's watchlist (SPEC §3 'selected'): its ids for card toggles and its pages. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { EventPage } from '@/lib/models/event';
import { importSoon } from '@/lib/next-task';
import type { QueryContext } from './context';

/** The calls load with the first query that runs, not with the cards' watchlist toggles. */
const watchlistApi = () => importSoon(() => import('@/lib/api/watchlist'));

export const watchlistKeys = {
  all: (tenant: string, userId: string) => ['watchlist', tenant, userId] as const,
  ids: (tenant: string, userId: string) => ['watchlist', tenant, userId, 'ids'] as const,
  pages: (tenant: string, userId: string) => ['watchlist', tenant, userId, 'pages'] as const,
};

export const watchlistQueries = {
  ids: (ctx: QueryContext, userId: string) =>
    queryOptions({ queryKey: watchlistKeys.ids(ctx.tenant.id, userId), queryFn: async () => (await watchlistApi()).getWatchlistIds(ctx.api) }),
  pages: (ctx: QueryContext, userId: string) =>
    infiniteQueryOptions({
      queryKey: watchlistKeys.pages(ctx.tenant.id, userId),
      queryFn: async ({ pageParam }) => (await watchlistApi()).getWatchlist(ctx.api, ctx.tenant, pageParam),
      initialPageParam: 0,
      getNextPageParam: (last: EventPage) => (last.nextExists ? last.page + 1 : undefined),
    }),
};
