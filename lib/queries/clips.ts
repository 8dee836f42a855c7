/**
 * The signed-in user's clips and highlights (SPEC §7 clip/user_list, size 24): on one event's page
 * and across events in the library (/selected/clips/), plus create, rename and delete with
 * optimistic cache updates and rollback. The toast on failure is the caller's (`onFailure`).
 */
import { infiniteQueryOptions, mutationOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { UserMediaType } from '@/lib/api/contract';
import {
  createClip,
  deleteClip,
  listUserClipPage,
  renameClip,
  type ClipOrder,
  type ClipSort,
  type NewClip,
  type UserClip,
  type UserClipPage,
} from '@/lib/api/clips';
import type { QueryContext } from './context';
import { eventKeys } from './events';

export interface ClipListFilters {
  /** One event's clips; omitted for the library. */
  eventId?: string;
  sort: ClipSort;
  order: ClipOrder;
  /** Only these kinds (the event page leaves out highlights without the game highlights setting). */
  mediaTypes?: readonly UserMediaType[];
}

export const clipKeys = {
  all: (tenant: string, userId: string) => ['clips', tenant, userId] as const,
  lists: (tenant: string, userId: string) => ['clips', tenant, userId, 'list'] as const,
  list: (tenant: string, userId: string, filters: ClipListFilters) => ['clips', tenant, userId, 'list', filters] as const,
};

export const EVENT_CLIPS: Omit<ClipListFilters, 'eventId'> = { sort: 'created', order: 'desc' };

export const clipQueries = {
  list: (ctx: QueryContext, userId: string, filters: ClipListFilters) =>
    infiniteQueryOptions({
      queryKey: clipKeys.list(ctx.tenant.id, userId, filters),
      queryFn: ({ pageParam, signal }) => listUserClipPage(ctx.api, { ...filters, page: pageParam }, signal),
      initialPageParam: 0,
      getNextPageParam: (last: UserClipPage) => (last.nextExists ? last.page + 1 : undefined),
    }),
};

type Pages = InfiniteData<UserClipPage, number>;

/** Applies `fn` to every cached clip list of the user; returns what to restore on failure. */
function patchLists(queryClient: QueryClient, tenant: string, userId: string, fn: (items: UserClip[]) => UserClip[]) {
  const key = clipKeys.lists(tenant, userId);
  const previous = queryClient.getQueriesData<Pages>({ queryKey: key });
  queryClient.setQueriesData<Pages>({ queryKey: key }, (data) => (data ? mapPages(data, fn) : data));
  return previous;
}

/** Every page with `fn` applied, keeping the counts roughly right (removals lower totalCount). */
export function mapPages(data: Pages, fn: (items: UserClip[]) => UserClip[]): Pages {
  return {
    ...data,
    pages: data.pages.map((p) => {
      const items = fn(p.items);
      return items === p.items ? p : { ...p, items, totalCount: Math.max(0, p.totalCount - Math.max(0, p.items.length - items.length)) };
    }),
  };
}

export type ClipMutationKind = 'create' | 'rename' | 'delete';

interface MutationDeps {
  ctx: QueryContext;
  queryClient: QueryClient;
  userId: string;
  onFailure: (kind: ClipMutationKind, error: unknown) => void;
}

type Snapshot = { previous: [readonly unknown[], Pages | undefined][] };

function restore(queryClient: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, data] of snapshot?.previous ?? []) queryClient.setQueryData(key, data);
}

/** After any change: this user's clip lists and the browse grid of own clips (eventKeys.userClips). */
function refresh({ queryClient, ctx, userId }: MutationDeps) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: clipKeys.all(ctx.tenant.id, userId) }),
    queryClient.invalidateQueries({ queryKey: eventKeys.userClips(ctx.tenant.id, userId) }),
  ]);
}

export const clipMutations = {
  create: (deps: MutationDeps) =>
    mutationOptions<UserClip, unknown, NewClip>({
      mutationFn: (clip) => createClip(deps.ctx.api, clip),
      onSuccess: (saved) => {
        // Shown at once at the top of the lists sorted newest first; the refetch puts it right elsewhere.
        deps.queryClient.setQueriesData<Pages>({ queryKey: clipKeys.lists(deps.ctx.tenant.id, deps.userId) }, (data) => {
          if (!data?.pages[0]) return data;
          const [first, ...rest] = data.pages;
          return { ...data, pages: [{ ...first, items: [saved, ...first.items.filter((c) => c.id !== saved.id)], totalCount: first.totalCount + 1 }, ...rest] };
        });
      },
      onError: (error) => deps.onFailure('create', error),
      onSettled: () => refresh(deps),
    }),
  rename: (deps: MutationDeps) =>
    mutationOptions<UserClip, unknown, { id: string; title: string }, Snapshot>({
      mutationFn: ({ id, title }) => renameClip(deps.ctx.api, id, title),
      onMutate: async ({ id, title }) => {
        await deps.queryClient.cancelQueries({ queryKey: clipKeys.lists(deps.ctx.tenant.id, deps.userId) });
        return {
          previous: patchLists(deps.queryClient, deps.ctx.tenant.id, deps.userId, (items) =>
            items.some((c) => c.id === id) ? items.map((c) => (c.id === id ? { ...c, title: title.trim() } : c)) : items,
          ),
        };
      },
      onError: (error, _vars, snapshot) => {
        restore(deps.queryClient, snapshot);
        deps.onFailure('rename', error);
      },
      onSettled: () => refresh(deps),
    }),
  delete: (deps: MutationDeps) =>
    mutationOptions<void, unknown, string, Snapshot>({
      mutationFn: (id) => deleteClip(deps.ctx.api, id),
      onMutate: async (id) => {
        await deps.queryClient.cancelQueries({ queryKey: clipKeys.lists(deps.ctx.tenant.id, deps.userId) });
        return {
          previous: patchLists(deps.queryClient, deps.ctx.tenant.id, deps.userId, (items) =>
            items.some((c) => c.id === id) ? items.filter((c) => c.id !== id) : items,
          ),
        };
      },
      onError: (error, _id, snapshot) => {
        restore(deps.queryClient, snapshot);
        deps.onFailure('delete', error);
      },
      onSettled: () => refresh(deps),
    }),
};
