import { openPage } from '@/components/event/route-params';

/**
 * Sets the page's locale before this segment's not-found boundary renders: the cached event page's
 * boundary is rendered apart from the layouts above it and cannot read the request for it.
 */
export default async function EventLayout({ children, params }: LayoutProps<'/[tenant]/[locale]/events/[eventId]'>) {
  await openPage(params);
  return children;
}
