'use client';
/**
 * Lists that belong to the signed-in user (watchlist, own clips): fetched in the browser with the
 * user's token once the session store has hydrated; the proxy's auth guard keeps visitors out.
 */
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CardRailSkeleton } from '@/components/ui/skeleton';
import type { EventPage } from '@/lib/models/event';
import { eventQueries } from '@/lib/queries/events';
import { useQueryContext } from '@/lib/queries/use-query-context';
import { watchlistQueries } from '@/lib/queries/watchlist';
import { useHydrated } from '@/lib/use-hydrated';
import { useSessionStore } from '@/stores/session-store';
import { useInfiniteQuery } from '@/lib/queries/hooks';
import { EventCard } from './event-card';
import { EmptyState, ErrorState } from './list-states';

type Kind = 'watchlist' | 'clips';

export function PersonalGrid({ kind, emptyText, label }: { kind: Kind; emptyText: string; label: string }) {
  const hydrated = useHydrated();
  const userId = useSessionStore((s) => (s.token ? (s.user?.id ?? null) : null));
  const t = useTranslations('event');
  if (!hydrated || !userId) return <CardRailSkeleton count={8} label={t('list.loading')} />;
  return kind === 'watchlist' ? (
    <WatchlistGrid userId={userId} emptyText={emptyText} label={label} />
  ) : (
    <ClipsGrid userId={userId} emptyText={emptyText} label={label} />
  );
}

interface GridProps {
  userId: string;
  emptyText: string;
  label: string;
}

function WatchlistGrid(props: GridProps) {
  const query = useInfiniteQuery(watchlistQueries.pages(useQueryContext(), props.userId));
  return <Grid kind="watchlist" query={query} {...props} />;
}

function ClipsGrid(props: GridProps) {
  const query = useInfiniteQuery(eventQueries.userClips(useQueryContext(), props.userId));
  return <Grid kind="clips" query={query} {...props} />;
}

function Grid({ kind, query, emptyText, label }: GridProps & { kind: Kind; query: UseInfiniteQueryResult<InfiniteData<EventPage>> }) {
  const t = useTranslations('event');
  // The watchlist page drops at once what a toggle on it takes out of the list (the last item too):
  // an id the session's list has held and holds no more. Before that list loads, nothing is dropped.
  const selected = useSessionStore((s) => s.selected);
  const [held, setHeld] = useState<ReadonlySet<string>>(() => new Set());
  if (selected.some((id) => !held.has(id))) setHeld(new Set([...held, ...selected]));
  if (query.isPending) return <CardRailSkeleton count={8} label={t('list.loading')} />;
  if (query.isError && !query.data) return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const items = query.data.pages.flatMap((p) => p.items).filter((e) => kind !== 'watchlist' || !held.has(e.id) || selected.includes(e.id));
  if (items.length === 0) return <EmptyState text={emptyText} />;
  return (
    <div>
      <ul aria-label={label} className="grid grid-cols-1 gap-4 xs:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {items.map((event) => (
          <li key={event.id}>
            <EventCard event={event} level={2} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-8 flex justify-center">
          <Button variant="outline" onClick={() => void query.fetchNextPage()} pending={query.isFetchingNextPage}>
            {t('list.more')}
          </Button>
        </div>
      )}
    </div>
  );
}
