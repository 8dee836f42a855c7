'use client';
/**
 * One event's tags and live comments for the signed-in user, and the same as player markers
 * (colour by team). The event page passes `useTagMarkers(eventId)` to <Player markers>.
 */
import { useMemo } from 'react';
import type { PlayerMarker } from '@/lib/player/markers';
import { useLiveQuery } from '@/lib/queries/live';
import { tagQueries } from '@/lib/queries/tags';
import { useQueryContext } from '@/lib/queries/use-query-context';
import { useHydrated } from '@/lib/use-hydrated';
import { useSessionStore } from '@/stores/session-store';

/** The signed-in user's id once the session store has hydrated; null for visitors. */
export function useSignedInUserId(): string | null {
  const hydrated = useHydrated();
  const userId = useSessionStore((s) => (s.token ? (s.user?.id ?? null) : null));
  return hydrated ? userId : null;
}

/** `eventId` null: nothing to show (e.g. a clip's page), no request. */
export function useEventTags(eventId: string | null) {
  const ctx = useQueryContext();
  const userId = useSignedInUserId();
  const tags = useLiveQuery({ ...tagQueries.event(ctx, userId ?? '', eventId ?? ''), enabled: userId !== null && eventId !== null });
  const comments = useLiveQuery({ ...tagQueries.comments(ctx, eventId ?? ''), enabled: eventId !== null });
  return { userId, tags, comments };
}

/** Comments are drawn in one colour of their own, apart from team colours. */
export const COMMENT_MARKER_COLOR = '#f59e0b';

export function useTagMarkers(eventId: string | null): PlayerMarker[] {
  const { tags, comments } = useEventTags(eventId);
  return useMemo(
    () => [
      ...(tags.data ?? []).map((t) => ({ id: t.id, time: t.startTime, color: t.team?.color ?? t.playerColor, label: t.title })),
      ...(comments.data ?? []).map((c) => ({ id: c.id, time: c.startTime, color: COMMENT_MARKER_COLOR, label: c.title })),
    ],
    [tags.data, comments.data],
  );
}
