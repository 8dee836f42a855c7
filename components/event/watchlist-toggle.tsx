'use client';
/**
 * Add to / remove from the watchlist (SPEC §7), shown to signed-in users only. The session store's
 * 'selected' ids (SPEC §3) change at once and roll back with a toast when the API refuses.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApi } from '@/lib/api/browser';
import { cn } from '@/lib/cn';
import { useTenant } from '@/lib/tenant/context';
import { loadedQueryRuntime } from '@/lib/queries/runtime';
import { selectIsAuthenticated, useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { useErrorText } from './use-error-text';

export function useWatchlist(id: string) {
  const api = useApi();
  const tenant = useTenant();
  const errorText = useErrorText();
  const t = useTranslations('event');
  const inList = useSessionStore((s) => s.selected.includes(id));
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const [pending, setPending] = useState(false);

  /**
   * The ids in the store and in the query the session's loader keeps them from, together: a load of
   * the list under way is called off first, or its answer, older than this change, would undo it.
   */
  function setIds(ids: string[]) {
    useSessionStore.getState().setSelected(ids);
    const runtime = loadedQueryRuntime();
    if (!userId || !runtime) return;
    void import('@/lib/queries/watchlist').then(async ({ watchlistKeys }) => {
      const key = watchlistKeys.ids(tenant.id, userId);
      await runtime.client.cancelQueries({ queryKey: key });
      runtime.client.setQueryData(key, ids);
    });
  }

  async function toggle() {
    const before = useSessionStore.getState().selected;
    const adding = !before.includes(id);
    setIds(adding ? [...before, id] : before.filter((x) => x !== id));
    setPending(true);
    try {
      const { addToWatchlist, removeFromWatchlist } = await import('@/lib/api/watchlist');
      await (adding ? addToWatchlist(api, id) : removeFromWatchlist(api, id));
    } catch (error) {
      setIds(before);
      toast({ variant: 'error', title: t('watchlist.failed'), description: errorText(error) });
    } finally {
      setPending(false);
      // The watchlist pages, where the query runtime holds them (nothing to refresh where it does not).
      const runtime = loadedQueryRuntime();
      if (userId && runtime)
        void import('@/lib/queries/watchlist').then(({ watchlistKeys }) =>
          runtime.client.invalidateQueries({ queryKey: watchlistKeys.pages(tenant.id, userId) }),
        );
    }
  }
  return { inList, pending, toggle };
}

export function WatchlistToggle({ id, title, className }: { id: string; title: string; className?: string }) {
  const signedIn = useSessionStore(selectIsAuthenticated);
  if (!signedIn) return null;
  return <WatchlistButton id={id} title={title} className={className} />;
}

function WatchlistButton({ id, title, className }: { id: string; title: string; className?: string }) {
  const t = useTranslations('event');
  const { inList, pending, toggle } = useWatchlist(id);
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={inList}
      aria-busy={pending || undefined}
      aria-label={inList ? t('watchlist.remove', { title }) : t('watchlist.add', { title })}
      title={inList ? t('watchlist.inList') : t('watchlist.addShort')}
      className={cn('bg-surface-raised text-fg border-line inline-flex h-9 w-9 items-center justify-center rounded-full border shadow', className)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill={inList ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
