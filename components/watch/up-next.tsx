'use client';
/**
 * "Up next" beside the player, below it on narrow screens (before the rails): what is live or about
 * to start, the event's own league or category first (up-next-rules.ts). Every viewer gets it, in
 * the first HTML with the rest of what anyone may see (event-page.tsx); a skeleton holds its place
 * while its lists are not there yet.
 */
import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { EventSummary, MediaEvent } from '@/lib/models/event';
import { UpNextList } from './up-next-list';

function UpNextSkeleton() {
  const t = useTranslations('watch.upNext');
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')} className="grid gap-1 sm:grid-cols-2 lg:grid-cols-1">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex gap-3 p-1.5">
          <Skeleton className="aspect-video w-28 shrink-0" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-3 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** `related`: the related videos rail's items, which the list leaves to the rail. */
export const UpNext = memo(function UpNext({ event, related }: { event: MediaEvent; related: EventSummary[] }) {
  const t = useTranslations('watch.upNext');
  return (
    <section aria-labelledby="up-next-title" data-testid="up-next">
      <h2 id="up-next-title" className="mb-2 text-xl font-bold">
        {t('title')}
      </h2>
      <UpNextList event={event} related={related} fallback={<UpNextSkeleton />} />
    </section>
  );
});
