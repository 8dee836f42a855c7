/** Match stats query keys and options: the event page's stats sub-load (a failure is no stats, SPEC §8). */
import { queryOptions } from '@tanstack/react-query';
import { importSoon } from '@/lib/next-task';
import type { QueryContext } from './context';
import { emptyOnFailure } from './events';

/** The call loads with the first query that runs, not with the event page. */
const statsApi = () => importSoon(() => import('@/lib/api/stats'));

export const statsKeys = {
  all: (tenant: string) => ['stats', tenant] as const,
  detail: (tenant: string, id: string) => ['stats', tenant, id] as const,
};

export const statsQueries = {
  /** Only enable it when statsAllowed(event, tenant.settings) holds. */
  detail: (ctx: QueryContext, id: string) =>
    queryOptions({
      queryKey: statsKeys.detail(ctx.tenant.id, id),
      queryFn: async ({ signal }) => (await statsApi()).getMatchStats(ctx.api, id, signal).catch(emptyOnFailure('match stats', null)),
    }),
};
