import { openPage, segment } from '@/lib/page/open-page';
import { EventPageContent, eventPageMetadata } from '@/components/watch/event-page';

/** The plain event page, cached for 10 s, the event it shows too (components/watch/event-page.tsx). */
export const revalidate = 10;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[tenant]/[locale]/events/[eventId]'>;

export async function generateMetadata({ params }: Props) {
  const resolved = await params;
  return eventPageMetadata(resolved, { id: segment(resolved.eventId), contentType: 'event', revalidate });
}

export default async function EventPage({ params }: Props) {
  const { tenant, locale, eventId } = await openPage(params);
  return <EventPageContent tenantId={tenant} locale={locale} id={segment(eventId)} contentType="event" revalidate={revalidate} />;
}
