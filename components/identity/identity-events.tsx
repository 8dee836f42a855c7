/**
 * The events of an identity page: live and upcoming as a rail, past games as a paged grid, and
 * highlights — all prefetched on the server and hydrated (the rails with their first cards), with
 * JSON-LD for what is shown.
 */
import { getTranslations } from 'next-intl/server';
import { EventGrid } from '@/components/event/event-grid';
import { EventRail } from '@/components/event/event-rail';
import { EventsJsonLd } from '@/components/event/events-json-ld';
import { FIRST_RENDER_CARDS } from '@/components/event/first-cards';
import { ListsBoundary } from '@/components/event/lists-boundary';
import { HydrateLater } from '@/components/ui/hydrate-later';
import type { Locale } from '@/lib/i18n/locales';
import { eventQueries, type EventFilters } from '@/lib/queries/events';
import { getQueryClient, packedEventLists, serverQueryContext } from '@/lib/queries/server';
import { siteOrigin } from '@/lib/seo/origin';
import { getTenant } from '@/lib/tenant/registry';

interface IdentityEventsProps {
  tenantId: string;
  locale: Locale;
  /** Which events belong to the identity (identities.id or search.teams.id). */
  scope: EventFilters;
  name: string;
  /** No banner above: the first cards of live and upcoming are the page's largest paint (EventCard's `priority`). */
  priority: boolean;
}

export async function IdentityEvents({ tenantId, locale, scope, name, priority }: IdentityEventsProps) {
  const tenant = getTenant(tenantId);
  const ctx = serverQueryContext(tenant);
  const queryClient = getQueryClient();
  const current: EventFilters = { ...scope, kinds: ['live', 'upcoming'], sort: 'date', order: 'asc' };
  const past: EventFilters = { ...scope, kinds: ['archived'], sort: 'date', order: 'desc' };
  const highlights: EventFilters = { ...scope, mediaType: 'highlight', sort: 'date', order: 'desc' };
  // Throws on failure, so a failed regeneration keeps the last good page rather than empty sections.
  await Promise.all([
    queryClient.fetchQuery(eventQueries.list(ctx, current)),
    queryClient.fetchInfiniteQuery(eventQueries.infinite(ctx, past)),
    queryClient.fetchQuery(eventQueries.list(ctx, highlights)),
  ]);
  const shown = [
    ...(queryClient.getQueryData(eventQueries.list(ctx, current).queryKey)?.items ?? []),
    ...(queryClient.getQueryData(eventQueries.infinite(ctx, past).queryKey)?.pages[0]?.items ?? []),
  ];
  const t = await getTranslations({ locale, namespace: 'browse' });
  return (
    <>
      <EventsJsonLd events={shown} origin={siteOrigin(tenant)} locale={locale} name={name} />
      <ListsBoundary lists={packedEventLists(ctx, { rails: [current, highlights], firstCards: FIRST_RENDER_CARDS })}>
        <HydrateLater>
          <EventRail id="current" title={t('sections.current')} filters={current} hideWhenEmpty priority={priority} />
        </HydrateLater>
        <section aria-labelledby="section-past" className="mt-10">
          <h2 id="section-past" className="mb-3 text-xl font-bold">
            {t('sections.past')}
          </h2>
          <HydrateLater>
            <EventGrid filters={past} level={3} emptyText={t('empty.past')} label={t('sections.past')} />
          </HydrateLater>
        </section>
        <HydrateLater>
          <EventRail id="highlights" title={t('sections.highlights')} filters={highlights} hideWhenEmpty />
        </HydrateLater>
      </ListsBoundary>
    </>
  );
}
