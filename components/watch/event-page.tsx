/**
 * The event page (SPEC §2 'Event detail page'): an event, highlight or clip rendered on the server
 * (title, teams, scores, kick-off, description, metaTitle, JSON-LD), then the player and the loads
 * around it in the browser. Two routes render it: the plain address is cached for a few seconds (its
 * route's `revalidate`: a big game's viewers all open it at once; status and scores change
 * afterwards by socket, and the browser asks for the event again once its copy is a second old),
 * and an address whose query names a content type or a start time is rendered per request (the
 * proxy sends it to the internal `query/` route, lib/routes.ts).
 */
import 'server-only';
import { dehydrate } from '@tanstack/react-query';
import { QueryHydration } from '@/lib/queries/hydration';
import type { Metadata } from 'next';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import type { ContentType } from '@/lib/models/event';
import { eventKeys } from '@/lib/queries/events';
import { getQueryClient, serverQueryContext } from '@/lib/queries/server';
import { statsQueries } from '@/lib/queries/stats';
import { browseMetadata } from '@/lib/seo/browse-metadata';
import { siteOrigin } from '@/lib/seo/origin';
import { getTenant } from '@/lib/tenant/registry';
import { EventJsonLd } from './event-json-ld';
import { EventView } from './event-view';
import { parentEventId, subLoadPlan } from './watch-rules';
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
  // Match stats anyone may see are in the first HTML (a failure is no stats, SPEC §4), so nothing
  // arrives above the rest of the page after it; a viewer's own plan is worked out in the browser.
  if (subLoadPlan(event, { signedIn: false, settings: tenant.settings }).stats)
    await queryClient.prefetchQuery(statsQueries.detail(serverQueryContext(tenant, revalidate), parentEventId(event)));
  return (
    <>
      <EventJsonLd event={event} origin={siteOrigin(tenant)} locale={locale} />
      <QueryHydration state={dehydrate(queryClient)}>
        <EventView id={id} contentType={contentType} startAt={startAt} />
      </QueryHydration>
    </>
  );
}
