'use client';
/**
 * A paged grid of event cards: the first page comes hydrated from the server, 'More' loads the next
 * while the API says nextExists (SPEC §3 paginated list, §9 page size 10).
 */
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { CardRailSkeleton } from '@/components/ui/skeleton';
import { eventQueries, type EventFilters } from '@/lib/queries/events';
import { useLiveInfiniteQuery } from '@/lib/queries/live';
import { useQueryContext } from '@/lib/queries/use-query-context';
import { EventCard } from './event-card';
import { EmptyState, ErrorState } from './list-states';

interface EventGridProps {
  filters: EventFilters;
  /** Heading level of the card titles. */
  level?: 2 | 3;
  emptyText?: string;
  label?: string;
  /**
   * The grid is the page's first content, so its first cards are its largest paint: loaded at
   * once and first. Elsewhere they wait their turn, as a page's other images do.
   */
  priority?: boolean;
}

export function EventGrid({ filters, level = 2, emptyText, label, priority = false }: EventGridProps) {
  const t = useTranslations('event');
  const ctx = useQueryContext();
  const query = useLiveInfiniteQuery(eventQueries.infinite(ctx, filters));
  if (query.isPending) return <CardRailSkeleton count={8} label={t('list.loading')} />;
  if (query.isError && !query.data) return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <EmptyState text={emptyText} />;
  return (
    <div>
      <ul aria-label={label} className="grid grid-cols-1 gap-4 xs:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {items.map((event, i) => (
          <li key={event.id}>
            <EventCard event={event} level={level} priority={priority && i < 2} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <div className="mt-6">
          <ErrorState onRetry={() => void query.fetchNextPage()} retrying={query.isFetchingNextPage} />
        </div>
      )}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <div className="mt-8 flex justify-center">
          <Button variant="outline" onClick={() => void query.fetchNextPage()} pending={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? t('list.loadingMore') : t('list.more')}
          </Button>
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {t('list.count', { shown: items.length, total: query.data.pages.at(-1)?.totalCount ?? items.length })}
      </p>
    </div>
  );
}
