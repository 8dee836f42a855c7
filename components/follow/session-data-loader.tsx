'use client';
/**
 * SPEC §4 'When authenticated': the watchlist
 * ids (the store's 'selected') and the followed items go into the session store; a failure shows
 * the translated error toast of SPEC §8. When the user changes, event lists are refetched because
 * availability (isEventAvailableForUser) is per user.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { eventKeys } from '@/lib/queries/events';
import { followQueries } from '@/lib/queries/follows';
import { useQueryContext } from '@/lib/queries/use-query-context';
import { watchlistQueries } from '@/lib/queries/watchlist';
import { selectIsAuthenticated, useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { useQuery, useQueryClient } from '@/lib/queries/hooks';

/** Personal lists change only through this browser's own actions, which update the store directly. */
const PERSONAL_STALE_MS = 60_000;

export function SessionDataLoader() {
  const t = useTranslations('follow');
  const ctx = useQueryContext();
  const queryClient = useQueryClient();
  const userId = useSessionStore((s) => (selectIsAuthenticated(s) ? (s.user?.id ?? null) : null));
  const follows = useQuery({ ...followQueries.list(ctx, userId ?? ''), enabled: userId !== null, staleTime: PERSONAL_STALE_MS, retry: 1 });
  const watchlist = useQuery({ ...watchlistQueries.ids(ctx, userId ?? ''), enabled: userId !== null, staleTime: PERSONAL_STALE_MS, retry: 1 });

  useEffect(() => {
    if (follows.data) useSessionStore.getState().setFollowed(follows.data);
  }, [follows.data]);
  useEffect(() => {
    if (watchlist.data) useSessionStore.getState().setSelected(watchlist.data);
  }, [watchlist.data]);

  const failedAt = Math.max(follows.isError ? follows.errorUpdatedAt : 0, watchlist.isError ? watchlist.errorUpdatedAt : 0);
  useEffect(() => {
    if (failedAt > 0) toast({ variant: 'error', title: t('loadFailed') });
  }, [failedAt, t]);

  // The server renders lists for nobody: a user already signed in when this mounts (after load)
  // has them asked for again too.
  const previousUser = useRef<string | null>(null);
  useEffect(() => {
    if (previousUser.current === userId) return;
    previousUser.current = userId;
    void queryClient.invalidateQueries({ queryKey: eventKeys.all(ctx.tenant.id) });
  }, [userId, queryClient, ctx.tenant.id]);

  return null;
}
