import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { redirect } from '@/lib/i18n/navigation';
import { openPage, segment } from '@/components/event/route-params';
import { EventJsonLd } from '@/components/watch/event-json-ld';
import { EventView } from '@/components/watch/event-view';
import { isUserMedia, loadEvent } from '@/components/watch/load-event';
import { contentTypeParam, parseStartParam } from '@/components/watch/watch-rules';
import { eventKeys } from '@/lib/queries/events';
import { getQueryClient } from '@/lib/queries/server';
import { browseMetadata } from '@/lib/seo/browse-metadata';
import { siteOrigin } from '@/lib/seo/origin';
import { getTenant } from '@/lib/tenant/registry';

/**
 * The event page (SPEC §2 'Event detail page'): an event, highlight or clip rendered on the server
 * (title, teams, scores, kick-off, description, metaTitle, JSON-LD), then the player and the loads
 * around it in the browser. Rendered per request: status and stream change while people watch.
 */
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[tenant]/[locale]/events/[eventId]'>;

export async function generateMetadata({ params, searchParams }: Props) {
  const resolved = await params;
  const contentType = contentTypeParam((await searchParams).media_type);
  if (isUserMedia(contentType)) return browseMetadata(resolved, 'event', '/events/[eventId]/', { robots: { index: false, follow: false } });
  const event = await loadEvent(resolved.tenant, segment(resolved.eventId), contentType);
  return browseMetadata(resolved, 'event', '/events/[eventId]/', {
    title: event.title,
    description: [event.metaTitle, event.description].filter(Boolean).join(' — ') || undefined,
    image: event.imageUrl ?? event.source.poster,
  });
}

export default async function EventPage({ params, searchParams }: Props) {
  const { tenant: tenantId, locale, eventId } = await openPage(params);
  const query = await searchParams;
  const contentType = contentTypeParam(query.media_type);
  const id = segment(eventId);
  const startAt = parseStartParam(query.t);
  // A user's own clip needs the user's token: the browser loads it (SPEC §6).
  if (isUserMedia(contentType)) return <EventView id={id} contentType={contentType} startAt={startAt} />;

  const event = await loadEvent(tenantId, id, contentType);
  // Channels have their own page with the program guide (issue 6 item 7).
  if (event.kind === 'channel') redirect({ href: `/channels/${encodeURIComponent(event.id)}/`, locale });

  const queryClient = getQueryClient();
  queryClient.setQueryData(eventKeys.detail(tenantId, id, contentType), event);
  const tenant = getTenant(tenantId);
  return (
    <>
      <EventJsonLd event={event} origin={siteOrigin(tenant)} locale={locale} />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <EventView id={id} contentType={contentType} startAt={startAt} />
      </HydrationBoundary>
    </>
  );
}
