'use client';
/**
 * A titled rail of event cards: the server's prefetch, then the query cache (kept current by
 * refetches and the real-time bridge) once the query runtime is there (lib/queries/live.ts):
 * skeleton while loading, error with retry, empty text or nothing when empty. A server render sends
 * only the cards the rail's first HTML shows; the rest of the list is fetched when the visitor
 * reaches for the rail (or by the bridge's refresh).
 */
import { useTranslations } from 'next-intl';
import { CardRailSkeleton } from '@/components/ui/skeleton';
import { Link } from '@/lib/i18n/navigation';
import { eventQueries, type EventFilters } from '@/lib/queries/events';
import { useLiveQuery } from '@/lib/queries/live';
import { useQueryContext } from '@/lib/queries/use-query-context';
import { Carousel } from './carousel';
import { EventCard } from './event-card';
import { EmptyState, ErrorState } from './list-states';

interface EventRailProps {
  id: string;
  title: string;
  filters: EventFilters;
  /** 'See all' target. */
  moreHref?: string;
  /** Leave the whole rail out when it has nothing (e.g. nothing live right now). */
  hideWhenEmpty?: boolean;
  /** The page's first rail: its first cards load eagerly. */
  priority?: boolean;
}

export function EventRail({ id, title, filters, moreHref, hideWhenEmpty, priority }: EventRailProps) {
  const t = useTranslations('event');
  const ctx = useQueryContext();
  const query = useLiveQuery(eventQueries.list(ctx, filters));
  const items = query.data?.items ?? [];
  const fetchRest = () => {
    if (query.data?.partial && !query.isFetching) void query.refetch();
  };
  if (hideWhenEmpty && query.isSuccess && items.length === 0) return null;
  const headingId = `rail-${id}`;
  return (
    <section aria-labelledby={headingId} className="rail">
      <div className="rail-head">
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        {moreHref && (
          <Link href={moreHref} className="rail-more">
            {t('list.seeAll')}
            <span className="sr-only">: {title}</span>
          </Link>
        )}
      </div>
      {query.isPending ? (
        <CardRailSkeleton label={t('list.loading')} />
      ) : query.isError && !query.data ? (
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : items.length === 0 ? (
        <EmptyState />
      ) : (
        <Carousel label={title} onReach={fetchRest}>
          {items.map((event, i) => (
            <EventCard key={event.id} event={event} priority={priority && i < 2} />
          ))}
        </Carousel>
      )}
    </section>
  );
}
