import { openPage, segment } from '@/lib/page/open-page';
import { EventPageContent, eventPageMetadata } from '@/components/watch/event-page';
import { contentTypeParam, parseStartParam } from '@/components/watch/watch-rules';

/**
 * The event page for an address with ?media_type= or ?t= (the proxy's internal route, never a public
 * address): rendered per request, since the query decides what it shows.
 */
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[tenant]/[locale]/events/[eventId]/query'>;

export async function generateMetadata({ params, searchParams }: Props) {
  const resolved = await params;
  const contentType = contentTypeParam((await searchParams).media_type);
  return eventPageMetadata(resolved, { id: segment(resolved.eventId), contentType, revalidate: false });
}

export default async function EventQueryPage({ params, searchParams }: Props) {
  const { tenant, locale, eventId } = await openPage(params);
  const query = await searchParams;
  return (
    <EventPageContent
      tenantId={tenant}
      locale={locale}
      id={segment(eventId)}
      contentType={contentTypeParam(query.media_type)}
      startAt={parseStartParam(query.t)}
      revalidate={false}
    />
  );
}
