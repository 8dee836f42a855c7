/**
 * Tags of an event (SPEC §4 'Event page load': tags, signed in only, global and personal) and the
 * operators' timeline comments that arrive on the socket: key factories and query options. What
 * changes tags in the cache (the mutations, the socket's comments) is in tag-cache.ts, loaded with
 * the tools that use it.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Tag, TimelineComment } from '@/lib/api/tags';
import { importSoon } from '@/lib/next-task';
import type { QueryContext } from './context';

/** The calls load with the first query that runs, not with the event page. */
const tagsApi = () => importSoon(() => import('@/lib/api/tags'));

export const tagKeys = {
  all: (tenant: string) => ['tags', tenant] as const,
  /** One event's tags as one user sees them (global + own). */
  event: (tenant: string, userId: string, eventId: string) => ['tags', tenant, 'event', userId, eventId] as const,
  /** Every event's comments (the bridge looks them up by this prefix). */
  allComments: (tenant: string) => ['tags', tenant, 'comments'] as const,
  /** Operator comments received on this page for one event (the API has no call to list past ones). */
  comments: (tenant: string, eventId: string) => ['tags', tenant, 'comments', eventId] as const,
};

/** What the tag list state holds; a failed load keeps its message (SPEC §8 'tag load failure'). */
export const tagQueries = {
  event: (ctx: QueryContext, userId: string, eventId: string) =>
    queryOptions({
      queryKey: tagKeys.event(ctx.tenant.id, userId, eventId),
      queryFn: async ({ signal }) => (await tagsApi()).listTags(ctx.api, eventId, signal),
    }),
  /** Filled only by the realtime bridge; never fetched, never stale. */
  comments: (ctx: QueryContext, eventId: string) =>
    queryOptions({
      queryKey: tagKeys.comments(ctx.tenant.id, eventId),
      queryFn: (): TimelineComment[] => [],
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
    }),
};

/** A placeholder id for an optimistic tag until the API answers (tag-cache.ts). */
export const PENDING_TAG_PREFIX = 'pending-';
export const isPendingTag = (tag: Pick<Tag, 'id'>) => tag.id.startsWith(PENDING_TAG_PREFIX);

/** Events whose comments a mounted component shows: the bridge keeps this browser in their rooms. */
export function commentEventIds(queryClient: QueryClient, tenantId: string): string[] {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: tagKeys.allComments(tenantId) })
    .filter((q) => q.getObserversCount() > 0)
    .map((q) => q.queryKey[3])
    .filter((id): id is string => typeof id === 'string' && id !== '');
}
