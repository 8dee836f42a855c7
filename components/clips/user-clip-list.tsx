'use client';
/**
 * The user's clips and highlights (SPEC §7 clip/user_list, 24 a page): one event's on its page, or
 * all of them in the library (/selected/clips/) with sorting. Each opens at its own page, can be
 * renamed in place, deleted after a confirmation (the app's modal host) and shared as a link.
 * Titles are text nodes only.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/components/event/use-error-text';
import { useSignedInUserId } from '@/components/tags/use-event-tags';
import type { ClipOrder, ClipSort } from '@/lib/api/clips';
import type { UserMediaType } from '@/lib/api/contract';
import { clipQueries, EVENT_CLIPS } from '@/lib/queries/clips';
import { useQueryContext } from '@/lib/queries/use-query-context';
import { useHydrated } from '@/lib/use-hydrated';
import { useInfiniteQuery } from '@/lib/queries/hooks';
import { ClipItem } from './clip-item';
import { useClipActions } from './use-clip-actions';
import { fieldClass } from './title-input';

export interface UserClipListProps {
  /** One event's clips; omit for the library of all events. */
  eventId?: string;
  /** Only these kinds; omit for clips and highlights alike. */
  mediaTypes?: readonly UserMediaType[];
  /** Offer sorting (the library). */
  sortable?: boolean;
  /** Heading level of the list's title (2 on the event page; the library's page title is the h1). */
  headingLevel?: 2 | 3;
  /** Hide the built-in heading (when the page has its own). */
  hideHeading?: boolean;
  className?: string;
}

const SORTS = {
  newest: { sort: 'created', order: 'desc' },
  oldest: { sort: 'created', order: 'asc' },
  titleAsc: { sort: 'title', order: 'asc' },
  titleDesc: { sort: 'title', order: 'desc' },
} as const satisfies Record<string, { sort: ClipSort; order: ClipOrder }>;
type SortKey = keyof typeof SORTS;

export function UserClipList({ eventId, mediaTypes, sortable = false, headingLevel = 2, hideHeading = false, className }: UserClipListProps) {
  const userId = useSignedInUserId();
  const hydrated = useHydrated();
  const t = useTranslations('clips.list');
  // Until the stored session is read the list cannot be asked for: say so rather than show nothing.
  if (!hydrated)
    return (
      <p role="status" className={`text-fg-muted text-sm ${className ?? ''}`}>
        {t('loading')}
      </p>
    );
  if (!userId) return null;
  return (
    <ClipList
      userId={userId}
      eventId={eventId}
      mediaTypes={mediaTypes}
      sortable={sortable}
      headingLevel={headingLevel}
      hideHeading={hideHeading}
      className={className}
    />
  );
}

function ClipList({
  userId,
  eventId,
  mediaTypes,
  sortable,
  headingLevel,
  hideHeading,
  className,
}: Required<Pick<UserClipListProps, 'sortable' | 'headingLevel' | 'hideHeading'>> &
  Pick<UserClipListProps, 'eventId' | 'mediaTypes' | 'className'> & { userId: string }) {
  const t = useTranslations('clips.list');
  const locale = useLocale();
  const errorText = useErrorText();
  const ctx = useQueryContext();
  const [sortKey, setSortKey] = useState<SortKey>('newest');
  const filters = { ...(sortable ? SORTS[sortKey] : EVENT_CLIPS), ...(eventId ? { eventId } : {}), ...(mediaTypes ? { mediaTypes } : {}) };
  const query = useInfiniteQuery(clipQueries.list(ctx, userId, filters));
  const actions = useClipActions(userId);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `clips-${eventId ?? 'all'}-title`;
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.totalCount ?? 0;

  return (
    <section aria-labelledby={hideHeading ? undefined : headingId} aria-label={hideHeading ? t('title') : undefined} className={className}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        {!hideHeading && (
          <Heading id={headingId} className="text-lg font-semibold">
            {t('title')}
          </Heading>
        )}
        {sortable && (
          <label className="flex items-center gap-2 text-sm">
            {t('sort')}
            <select className={`${fieldClass} w-auto`} value={sortKey} onChange={(e) => setSortKey(e.target.value as SortKey)}>
              {(Object.keys(SORTS) as SortKey[]).map((key) => (
                <option key={key} value={key}>
                  {t(`sorts.${key}`)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {query.isPending ? (
        <p role="status" className="text-fg-muted mt-3 text-sm">
          {t('loading')}
        </p>
      ) : query.isError && items.length === 0 ? (
        <div role="alert" className="text-danger mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span>{t('loadFailed', { message: errorText(query.error) })}</span>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()} pending={query.isFetching}>
            {t('retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="text-fg-muted mt-3 text-sm">{eventId ? t('emptyEvent') : t('empty')}</p>
      ) : (
        <>
          <p className="text-fg-muted mt-1 text-sm" aria-live="polite">
            {t('count', { count: total })}
          </p>
          <ul aria-label={t('title')} className="divide-line mt-2 divide-y">
            {items.map((clip) => (
              <ClipItem
                key={clip.id}
                clip={clip}
                locale={locale}
                showEvent={!eventId}
                onRename={(title) => actions.rename.mutate({ id: clip.id, title })}
                onDelete={() => actions.remove.mutate(clip.id)}
              />
            ))}
          </ul>
          {query.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <Button variant="outline" onClick={() => void query.fetchNextPage()} pending={query.isFetchingNextPage}>
                {t('more')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
