'use client';
/**
 * The rows of "Up next". The scope's live and upcoming events come first; everyone's only when the
 * scope has too few to fill the list. The server render loads both as the list needs them
 * (event-page.tsx), so the rows are in the first HTML; without them (a user's own clip) the list
 * asks once the page has loaded. A failed list counts as empty (SPEC §4: a sub-load of the event
 * page falls back to empty). Both are ordinary event lists, so the real-time bridge keeps their
 * statuses current.
 */
import { useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { EventRow } from '@/components/event/event-row';
import { Link } from '@/lib/i18n/navigation';
import type { EventSummary, MediaEvent } from '@/lib/models/event';
import { eventQueries } from '@/lib/queries/events';
import { useQueryContext } from '@/lib/queries/use-query-context';
import { useLiveQuery } from '@/lib/queries/live';
import { itemKey, orderUpNext, OTHERS_FILTERS, scopeFilters, scopeTooShort, upNextExclusions } from './up-next-rules';

interface UpNextListProps {
  event: MediaEvent;
  related: EventSummary[];
  /** Shown while nothing is known yet. */
  fallback: ReactNode;
}

export function UpNextList({ event, related, fallback }: UpNextListProps) {
  const t = useTranslations('watch.upNext');
  const ctx = useQueryContext();
  const exclude = useMemo(() => upNextExclusions(event, related), [event, related]);
  const scoped = useLiveQuery(eventQueries.list(ctx, scopeFilters(event)));
  const scopedItems = scoped.data?.items ?? [];
  const short = !scoped.isPending && scopeTooShort(scopedItems, exclude);
  const others = useLiveQuery({ ...eventQueries.list(ctx, OTHERS_FILTERS), enabled: short });
  const rows = orderUpNext(scopedItems, short ? (others.data?.items ?? []) : [], exclude);

  if (rows.length === 0) {
    if (scoped.isPending || (short && others.isPending)) return fallback;
    return (
      <div className="border-line text-fg-muted rounded-lg border border-dashed px-4 py-6 text-center text-sm">
        <p>{t('empty')}</p>
        <Link href="/upcoming/" className="text-fg mt-2 inline-block font-medium underline underline-offset-4">
          {t('schedule')}
        </Link>
      </div>
    );
  }
  return (
    <ol className="grid gap-1 sm:grid-cols-2 lg:grid-cols-1">
      {rows.map((item) => (
        // Phones show the first four: the rails under the list matter as much.
        <li key={itemKey(item)} className="max-sm:nth-[n+5]:hidden">
          <EventRow event={item} />
        </li>
      ))}
    </ol>
  );
}
