/**
 * The event page (SPEC §2 'Event detail page'): an event, highlight or clip rendered on the server
 * (title, teams, scores, kick-off, description, metaTitle, JSON-LD), then the player and the loads
 * around it in the browser. Two routes render it: the plain address is cached for a few seconds (its
 * route's `revalidate`: a big game's viewers all open it at once; status and scores change
 * afterwards by socket, and the browser asks for the event again once its copy is stale, docs/04-states.md),
 * and an address whose query names a content type or a start time is rendered per request (the
 * proxy sends it to the internal `query/` route, lib/routes.ts).
 */
import 'server-only';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { ListsBoundary } from '@/components/event/lists-boundary';
import { QueryHydration } from '@/lib/queries/hydration';
import type { Metadata } from 'next';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import type { ContentType, EventSummary, MediaEvent } from '@/lib/models/event';
import { eventKeys, eventQueries } from '@/lib/queries/events';
import { getQueryClient, isPackedList, packedEventLists, serverQueryContext } from '@/lib/queries/server';
import type { QueryContext } from '@/lib/queries/context';
import { statsQueries } from '@/lib/queries/stats';
import { browseMetadata } from '@/lib/seo/browse-metadata';
import { siteOrigin } from '@/lib/seo/origin';
import { getTenant } from '@/lib/tenant/registry';
import { EventJsonLd } from './event-json-ld';
import { EventView } from './event-view';
import { OTHERS_FILTERS, scopeFilters, scopeTooShort, upNextExclusions } from './up-next-rules';
import { parentEventId, subLoadPlan, watchGate } from './watch-rules';
import { isUserMedia, loadEvent } from '@/lib/queries/load-event';

interface EventPageRequest {
  tenantId: string;
  locale: Locale;
  id: string;
  contentType: ContentType;
  startAt?: number;
  /** Seconds the event may come from the data cache; false: asked for on every render. */
  revalidate: number | false;
}

type MetadataParams = { tenant: string; locale: string; eventId: string };

export async function eventPageMetadata(
  params: MetadataParams,
  { id, contentType, revalidate }: Pick<EventPageRequest, 'id' | 'contentType' | 'revalidate'>,
): Promise<Metadata> {
  if (isUserMedia(contentType)) return browseMetadata(params, 'event', '/events/[eventId]/', { robots: { index: false, follow: false } });
  const event = await loadEvent(params.tenant, id, contentType, revalidate);
  return browseMetadata(params, 'event', '/events/[eventId]/', {
    title: event.title,
    description: [event.metaTitle, event.description].filter(Boolean).join(' — ') || undefined,
    image: event.imageUrl ?? event.source.poster,
  });
}

export async function EventPageContent({ tenantId, locale, id, contentType, startAt, revalidate }: EventPageRequest) {
  // A user's own clip needs the user's token: the browser loads it (SPEC §6).
  if (isUserMedia(contentType)) return <EventView id={id} contentType={contentType} startAt={startAt} />;

  const event = await loadEvent(tenantId, id, contentType, revalidate);
  // Channels have their own page with the program guide (SPEC §2).
  if (event.kind === 'channel') redirect({ href: `/channels/${encodeURIComponent(event.id)}/`, locale });

  const queryClient = getQueryClient();
  const tenant = getTenant(tenantId);
  // The tenant's own id, not the spoiler-free variant's segment: the browser names its keys by it.
  queryClient.setQueryData(eventKeys.detail(tenant.id, id, contentType), event);
  const ctx = serverQueryContext(tenant, revalidate);
  await loadWhatAnyoneSees(queryClient, ctx, event);
  return (
    <>
      <EventJsonLd event={event} origin={siteOrigin(tenant)} locale={locale} />
      <QueryHydration state={dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' && !isPackedList(q.queryKey) })}>
        <ListsBoundary lists={packedEventLists(ctx, { rails: [], firstCards: 0 })}>
          <EventView id={id} contentType={contentType} startAt={startAt} />
        </ListsBoundary>
      </QueryHydration>
    </>
  );
}

/**
 * The sub-loads anyone may see, in the first HTML: match stats, the highlight and related rails,
 * Up next's lists, and a locked event's commerce options as a visitor who is not signed in gets
 * them. Nothing then arrives above the rest of the page after it (stats pushed Up next down on a
 * phone), and the browser hydrates them instead of rendering them from nothing once its answers come
 * (docs/performance.md, "The event page's answers"). Each failure is an empty or missing sub-load,
 * as in the browser (SPEC §4); a viewer's own plan is worked out in the browser.
 */
async function loadWhatAnyoneSees(queryClient: QueryClient, ctx: QueryContext, event: MediaEvent) {
  const plan = subLoadPlan(event, { signedIn: false, settings: ctx.tenant.settings });
  const parentId = parentEventId(event);
  const scoped = eventQueries.list(ctx, scopeFilters(event));
  const commerce = plan.commerceOptions && watchGate(event, false).kind === 'locked' ? eventQueries.commerce(ctx, event.id, null) : null;
  await Promise.all([
    plan.stats && queryClient.prefetchQuery(statsQueries.detail(ctx, parentId)),
    commerce && queryClient.prefetchQuery(commerce),
    plan.gameHighlights && queryClient.prefetchQuery(eventQueries.highlights(ctx, parentId, 'game')),
    plan.playerHighlights && queryClient.prefetchQuery(eventQueries.highlights(ctx, parentId, 'player')),
    plan.relatedVideos && queryClient.prefetchQuery(eventQueries.relatedOrEmpty(ctx, event.id)),
    queryClient.prefetchQuery(scoped),
  ]);
  // A failed load of the offers (an empty answer) is not kept in the page: the browser asks again.
  if (commerce && queryClient.getQueryData(commerce.queryKey) === null) queryClient.removeQueries({ queryKey: commerce.queryKey, exact: true });
  const related = queryClient.getQueryData<EventSummary[]>(eventKeys.related(ctx.tenant.id, event.id)) ?? [];
  const scopedItems = queryClient.getQueryData(scoped.queryKey)?.items;
  if (scopedItems && scopeTooShort(scopedItems, upNextExclusions(event, related))) await queryClient.prefetchQuery(eventQueries.list(ctx, OTHERS_FILTERS));
}
