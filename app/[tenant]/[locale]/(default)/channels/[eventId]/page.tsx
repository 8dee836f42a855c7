import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ChannelView } from '@/components/channel/channel-view';
import { openPage, segment } from '@/components/event/route-params';
import { loadChannelGuide } from '@/lib/api/channels';
import { isApiError } from '@/lib/api/errors';
import { getEvent } from '@/lib/api/events';
import { serverApi, serverApiBase, serverApiTimeoutMs } from '@/lib/api/server';
import { pageMetadata } from '@/lib/seo/metadata';
import { themeColorViewport } from '@/lib/seo/theme-color';
import { getTenant } from '@/lib/tenant/registry';

/**
 * /channels/{id}/ (SPEC §2): a 24/7 channel with its program guide, both rendered on
 * the server; the player loads in the browser. Unknown id, or an item that is not a channel: 404
 * with context event. Dark mode is forced by the route table (lib/routes.ts).
 */
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[tenant]/[locale]/channels/[eventId]'>;

const loadChannel = cache(async (tenantId: string, id: string) => {
  const tenant = getTenant(tenantId);
  try {
    const event = await getEvent(serverApi(tenant, false), tenant, id);
    if (event.kind !== 'channel') notFound();
    return event;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
});

export async function generateViewport({ params }: Props) {
  return themeColorViewport((await params).tenant, '/channels/[eventId]/');
}

export async function generateMetadata({ params }: Props) {
  const resolved = await params;
  const event = await loadChannel(resolved.tenant, segment(resolved.eventId));
  const metadata = await pageMetadata(resolved, 'channel', '/channels/[eventId]/');
  return { ...metadata, title: event.title, description: event.description || metadata.description };
}

export default async function ChannelPage({ params }: Props) {
  const { tenant: tenantId, eventId } = await openPage(params);
  const id = segment(eventId);
  const event = await loadChannel(tenantId, id);
  const tenant = getTenant(tenantId);
  // SPEC §8: a failed program load is logged and shows an empty guide.
  // The guide is a sub-load (empty on failure, SPEC §8) with the same deadline as every server call.
  const { programs, loadedAt } = await loadChannelGuide(event.source.epg, serverApiBase(tenant), { cache: 'no-store', signal: AbortSignal.timeout(serverApiTimeoutMs(tenant)) });
  return <ChannelView id={id} initialEvent={event} programs={programs} serverNow={loadedAt} />;
}
