'use client';
/**
 * The event page's data in the browser: the event (hydrated from the server render; refetched with
 * the user's token once a user is known, since entitlement and stream URL depend on who asks) and
 * the sub-loads of SPEC §4 'Event page load', each one its own query so they run in parallel and a
 * failure empties only itself. Leaving the page drops the sub-loads (SPEC §4 'Reset'). Live queries
 * (lib/queries/live.ts): the server's copy while the page hydrates, the query runtime after load.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSignedInUserId } from '@/components/tags/use-event-tags';
import type { ContentType, EventSummary } from '@/lib/models/event';
import { eventKeys, eventQueries } from '@/lib/queries/events';
import { useLiveQuery } from '@/lib/queries/live';
import { loadedQueryRuntime, useQueryRuntime } from '@/lib/queries/runtime';
import { statsKeys, statsQueries } from '@/lib/queries/stats';
import { useQueryContext } from '@/lib/queries/use-query-context';
import { useHydrated } from '@/lib/use-hydrated';
import { eventStaleTime, parentEventId, subLoadPlan, watchGate } from './watch-rules';

/**
 * One event as the viewer may watch it: the event (hydrated from the server render when there is
 * one; asked for again with the user's token once a user is known, since entitlement and stream URL
 * depend on who asks), what the player area shows for it, and the renewal of its signed addresses.
 * The event page and each multiview tile use it.
 */
export function useViewerEvent(id: string, contentType: ContentType = 'event') {
  const ctx = useQueryContext();
  const queryClient = useQueryRuntime()?.client ?? null;
  const hydrated = useHydrated();
  const userId = useSignedInUserId();
  const userMedia = contentType === 'user_clip' || contentType === 'user_highlight';
  const detailKey = eventKeys.detail(ctx.tenant.id, id, contentType);
  // The server's copy may come from the page cache (components/watch/event-page.tsx): once stale it
  // is asked for again on mount, after a second while the game may change at any moment (§4 "Freshness").
  const event = useLiveQuery({
    ...eventQueries.detail(ctx, id, contentType),
    staleTime: (query) => eventStaleTime(query.state.data, Date.now()),
    enabled: !userMedia || userId !== null,
    retry: (n, e) => n < 1 && !isMissing(e),
  });

  // Who asks changes the answer: the server's copy is for nobody, so it is asked for again for a user
  // signed in when the query runtime arrives, and again when a user signs in or out on this page.
  const askedAs = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!hydrated || !queryClient) return;
    const before = askedAs.current;
    askedAs.current = userId;
    if (before === undefined ? userId !== null && !userMedia : before !== userId) void queryClient.invalidateQueries({ queryKey: detailKey });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- detailKey is derived from these
  }, [hydrated, userId, queryClient, ctx.tenant.id, id, contentType]);

  // Signed stream addresses expire (MEDIA_URL_TTL): the player asks for the event again, with the
  // user's token, before they do and after a refused one (components/player/README.md).
  const refetch = event.refetch;
  const renewSource = useCallback(() => void refetch(), [refetch]);
  // The same object while the event and the viewer are: the stage's props stay equal as the page's
  // other answers arrive (docs/performance.md, "The event page's answers").
  const signedIn = userId !== null;
  const gate = useMemo(() => (event.data ? watchGate(event.data, signedIn) : null), [event.data, signedIn]);
  return { event, gate, userId, hydrated, renewSource };
}

export function useWatchEvent(id: string, contentType: ContentType) {
  const ctx = useQueryContext();
  const { event, gate, userId, hydrated, renewSource } = useViewerEvent(id, contentType);
  const data = event.data;
  const plan = data ? subLoadPlan(data, { signedIn: userId !== null, settings: ctx.tenant.settings }) : null;
  const parentId = data ? parentEventId(data) : id;

  const gameHighlights = useLiveQuery({ ...eventQueries.highlights(ctx, parentId, 'game'), enabled: Boolean(plan?.gameHighlights) });
  const playerHighlights = useLiveQuery({ ...eventQueries.highlights(ctx, parentId, 'player'), enabled: Boolean(plan?.playerHighlights) });
  const related = useLiveQuery({ ...eventQueries.relatedOrEmpty(ctx, id), enabled: Boolean(plan?.relatedVideos) });
  const stats = useLiveQuery({ ...statsQueries.detail(ctx, parentId), enabled: Boolean(plan?.stats) });
  // Only needed to offer a way in; the answer depends on the user's tickets and subscriptions. A
  // visitor's (no user) comes with the page (event-page.tsx), and shows while a signed-in viewer's
  // own is asked for.
  const commerce = useLiveQuery({ ...eventQueries.commerce(ctx, id, userId), enabled: Boolean(plan?.commerceOptions) && gate?.kind === 'locked' });
  const visitorCommerce = useLiveQuery({ ...eventQueries.commerce(ctx, id, null), enabled: false });
  const offers = commerce.data ?? (commerce.isLoading ? visitorCommerce.data : undefined);

  useEffect(
    () => () => {
      const cache = loadedQueryRuntime()?.client;
      if (!cache) return;
      for (const key of [
        eventKeys.highlights(ctx.tenant.id, parentId, 'game'),
        eventKeys.highlights(ctx.tenant.id, parentId, 'player'),
        eventKeys.related(ctx.tenant.id, id),
        statsKeys.detail(ctx.tenant.id, parentId),
      ])
        cache.removeQueries({ queryKey: key, exact: true });
      cache.removeQueries({ queryKey: ['events', ctx.tenant.id, 'commerce', id] });
    },
    [ctx.tenant.id, id, parentId],
  );

  return {
    event,
    renewSource,
    plan,
    gate,
    userId,
    hydrated,
    gameHighlights: gameHighlights.data ?? NONE,
    playerHighlights: playerHighlights.data ?? NONE,
    related: related.data ?? NONE,
    stats: stats.data ?? null,
    commerce: offers,
    commerceLoading: commerce.isLoading && offers === undefined,
  };
}

/** One empty list for every empty answer, so a rail's props stay equal while nothing arrives. */
const NONE: EventSummary[] = [];

function isMissing(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 400 || status === 403 || status === 401;
}
