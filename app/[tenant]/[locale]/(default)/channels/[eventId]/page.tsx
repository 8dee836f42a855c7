import { ChannelView } from '@/components/channel/channel-view';
import { openPage, segment } from '@/lib/page/open-page';
import { loadChannelGuide } from '@/lib/api/channels';
import { serverApiBase, serverApiTimeoutMs } from '@/lib/api/server';
import { loadChannel } from '@/lib/queries/load-event';
import { pageMetadata } from '@/lib/seo/metadata';
import { themeColorViewport } from '@/lib/seo/theme-color';

/**
 * /channels/{id}/ (SPEC §2): a 24/7 channel with its program guide, both rendered on
 * the server; the player loads in the browser. Unknown id, or an item that is not a channel: 404
 * with context event. Dark mode is forced by the route table (lib/routes.ts).
 */
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[tenant]/[locale]/channels/[eventId]'>;

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
  const { tenant: tenantId, tenantConfig: tenant, eventId } = await openPage(params);
  const id = segment(eventId);
  const event = await loadChannel(tenantId, id);
  // The guide is a sub-load (logged, an empty guide on failure: SPEC §8) with the same deadline as every server call.
  const { programs, loadedAt } = await loadChannelGuide(event.source.epg, serverApiBase(tenant), {
    cache: 'no-store',
    signal: AbortSignal.timeout(serverApiTimeoutMs(tenant)),
  });
  return <ChannelView id={id} initialEvent={event} programs={programs} serverNow={loadedAt} />;
}
