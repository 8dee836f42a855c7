import type { Metadata } from 'next';
import { openPage, segment } from '@/lib/page/open-page';
import { loadEventByReference } from '@/lib/queries/load-event';
import { redirect } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/metadata';

/**
 * /redirect/events/{referenceId}/ (SPEC §2): finds the event by its reference id (SPEC §7 get_by_id
 * with idType referenceId) and sends the browser to its page; an unknown reference is the 404 page.
 */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/redirect/events/[referenceId]'>): Promise<Metadata> {
  return pageMetadata(await params, 'redirect', '/redirect/events/[referenceId]/', {}, { robots: { index: false, follow: false } });
}

export default async function RedirectToEventPage({ params }: PageProps<'/[tenant]/[locale]/redirect/events/[referenceId]'>) {
  const { tenant, locale, referenceId } = await openPage(params);
  const event = await loadEventByReference(tenant, segment(referenceId));
  redirect({ href: `/events/${encodeURIComponent(event.id)}/`, locale });
}
