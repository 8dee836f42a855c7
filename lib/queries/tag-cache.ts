/**
 * Tags in the cache: the mutations' optimistic updates with rollback (the operators' comments from
 * the socket: lib/realtime/comments.ts). The toast on failure is the caller's (it needs
 * translations): pass `onFailure` (components/tags/use-tag-actions.ts does).
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { removeTags, saveTag, sortTags, updateTag, type NewTag, type Tag, type TagChanges } from '@/lib/api/tags';
import { analytics } from '@/lib/analytics';
import type { QueryContext } from './context';
import { PENDING_TAG_PREFIX, tagKeys } from './tags';

/** The analytics event of a tag creation (SPEC §7 'Tags'). */
export const TAG_CREATED_EVENT = 'tag_created';

export type TagMutationKind = 'create' | 'update' | 'remove';

interface MutationDeps {
  ctx: QueryContext;
  queryClient: QueryClient;
  userId: string;
  eventId: string;
  /** Shows the failure (toast); called after the cache was rolled back. */
  onFailure: (kind: TagMutationKind, error: unknown) => void;
}

type Snapshot = { previous: Tag[] | undefined };

function optimistic({ queryClient, ctx, userId, eventId }: MutationDeps) {
  const key = tagKeys.event(ctx.tenant.id, userId, eventId);
  return {
    key,
    async change(update: (tags: Tag[]) => Tag[]): Promise<Snapshot> {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Tag[]>(key);
      queryClient.setQueryData<Tag[]>(key, (tags) => sortTags(update(tags ?? [])));
      return { previous };
    },
    rollback(snapshot: Snapshot | undefined) {
      if (snapshot) queryClient.setQueryData(key, snapshot.previous);
    },
  };
}

/** A tag's team (and the colour it is drawn in) as an edit sets it; the team's name stays if it does. */
function withTeam(tag: Tag, team: TagChanges['team']): Pick<Tag, 'team' | 'playerColor'> {
  if (!team) return { team: null, playerColor: null };
  const kept = tag.team?.id === team.id ? tag.team : { title: '', logo: null };
  return { team: { ...kept, id: team.id, color: team.color }, playerColor: team.color };
}

export const tagMutations = {
  create: (deps: MutationDeps) => {
    const cache = optimistic(deps);
    return mutationOptions<Tag, unknown, NewTag, Snapshot & { tempId: string }>({
      mutationFn: (tag) => saveTag(deps.ctx.api, tag),
      onMutate: async (tag) => {
        const tempId = `${PENDING_TAG_PREFIX}${Math.random().toString(36).slice(2)}`;
        const draft: Tag = {
          id: tempId,
          title: tag.title.trim(),
          startTime: tag.startTime,
          endTime: Math.max(tag.startTime, tag.endTime),
          type: tag.type,
          global: tag.global,
          playerNumber: tag.playerNumber,
          playerColor: tag.team?.color ?? null,
          team: tag.team ? { id: tag.team.id, color: tag.team.color, title: '', logo: null } : null,
          targetId: tag.targetId,
          isOwner: true,
          createdAt: new Date().toISOString(),
        };
        return { ...(await cache.change((tags) => [...tags, draft])), tempId };
      },
      onSuccess: (saved, tag, snapshot) => {
        deps.queryClient.setQueryData<Tag[]>(cache.key, (tags) =>
          sortTags([...(tags ?? []).filter((t) => t.id !== snapshot.tempId && t.id !== saved.id), saved]),
        );
        analytics.track(TAG_CREATED_EVENT, {
          event_id: tag.targetId,
          type: tag.type,
          global: tag.global,
          video_type: tag.eventStatus.toLowerCase() === 'live' ? 'live' : 'vod',
        });
      },
      onError: (error, _tag, snapshot) => {
        cache.rollback(snapshot);
        deps.onFailure('create', error);
      },
      onSettled: () => deps.queryClient.invalidateQueries({ queryKey: cache.key }),
    });
  },
  update: (deps: MutationDeps) => {
    const cache = optimistic(deps);
    return mutationOptions<Tag, unknown, { id: string; changes: TagChanges }, Snapshot>({
      mutationFn: ({ id, changes }) => updateTag(deps.ctx.api, id, changes),
      onMutate: ({ id, changes }) =>
        cache.change((tags) =>
          tags.map((t) =>
            t.id !== id
              ? t
              : {
                  ...t,
                  ...(changes.title !== undefined ? { title: changes.title.trim() } : {}),
                  ...(changes.type !== undefined ? { type: changes.type } : {}),
                  ...(changes.startTime !== undefined ? { startTime: changes.startTime } : {}),
                  ...(changes.endTime !== undefined ? { endTime: changes.endTime } : {}),
                  ...(changes.playerNumber !== undefined ? { playerNumber: changes.playerNumber } : {}),
                  ...(changes.team !== undefined ? withTeam(t, changes.team) : {}),
                },
          ),
        ),
      onSuccess: (saved) => deps.queryClient.setQueryData<Tag[]>(cache.key, (tags) => sortTags((tags ?? []).map((t) => (t.id === saved.id ? saved : t)))),
      onError: (error, _vars, snapshot) => {
        cache.rollback(snapshot);
        deps.onFailure('update', error);
      },
      onSettled: () => deps.queryClient.invalidateQueries({ queryKey: cache.key }),
    });
  },
  remove: (deps: MutationDeps) => {
    const cache = optimistic(deps);
    return mutationOptions<void, unknown, readonly string[], Snapshot>({
      mutationFn: (ids) => removeTags(deps.ctx.api, ids),
      onMutate: (ids) => cache.change((tags) => tags.filter((t) => !ids.includes(t.id))),
      onError: (error, _ids, snapshot) => {
        cache.rollback(snapshot);
        deps.onFailure('remove', error);
      },
      onSettled: () => deps.queryClient.invalidateQueries({ queryKey: cache.key }),
    });
  },
};
