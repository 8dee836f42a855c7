/**
 * A server-rendered page of events: prefetches the first page into the request's QueryClient,
 * renders the heading, JSON-LD and the hydrated grid (its cards and /events/{id}/ links are in the
 * HTML before any script runs).
 */
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { eventQueries, type EventFilters } from '@/lib/queries/events';
import { getQueryClient, packedEventLists, serverQueryContext } from '@/lib/queries/server';
import { siteOrigin } from '@/lib/seo/origin';
import type { PageKey } from '@/lib/seo/metadata';
import { getTenant } from '@/lib/tenant/registry';
import { EventGrid } from './event-grid';
import { EventsJsonLd } from './events-json-ld';
import { FIRST_RENDER_CARDS } from './first-cards';
import { ListsBoundary } from './lists-boundary';
import { PageContainer, PageHeading } from './page-heading';

interface EventListPageProps {
  tenantId: string;
  locale: Locale;
  page: PageKey;
  filters: EventFilters;
  values?: Record<string, string>;
  emptyText?: string;
  /** Shown under the grid (e.g. upcoming games when nothing is live). */
  children?: ReactNode;
  /** The filters of the rails among the children, whose lists the server prefetched. */
  rails?: EventFilters[];
  /** Beside the heading (the live page's link to the multiview). */
  headingAction?: ReactNode;
}

export async function EventListPage({ tenantId, locale, page, filters, values = {}, emptyText, children, rails = [], headingAction }: EventListPageProps) {
  const tenant = getTenant(tenantId);
  const queryClient = getQueryClient();
  const ctx = serverQueryContext(tenant);
  const options = eventQueries.infinite(ctx, filters);
  // Throws on failure, so a failed regeneration keeps the last good page rather than an empty grid.
  await queryClient.fetchInfiniteQuery(options);
  const events = queryClient.getQueryData(options.queryKey)?.pages.flatMap((p) => p.items) ?? [];
  const t = await getTranslations({ locale, namespace: `pages.${page}` });
  const title = t('title', values);
  return (
    <PageContainer>
      <PageHeading title={title} description={t('description', values)}>
        {headingAction}
      </PageHeading>
      <EventsJsonLd events={events} origin={siteOrigin(tenant)} locale={locale} name={title} />
      <ListsBoundary lists={packedEventLists(ctx, { rails, firstCards: FIRST_RENDER_CARDS })}>
        <EventGrid filters={filters} emptyText={emptyText} label={title} priority />
        {children}
      </ListsBoundary>
    </PageContainer>
  );
}
