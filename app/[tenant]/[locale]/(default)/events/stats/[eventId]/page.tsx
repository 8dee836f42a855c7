import { getTranslations } from 'next-intl/server';
import { openPage, segment } from '@/lib/page/open-page';
import { StatsPage } from '@/components/stats/stats-page';
import { serverApi } from '@/lib/api/server';
import { getMatchStats, statsAllowed } from '@/lib/api/stats';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/metadata';
import { loadEvent } from '@/lib/queries/load-event';

/**
 * /events/stats/{id}/ (SPEC §2, §3 'Statistics'): the event's match stats rendered on the server.
 * Unknown id: the 404 page with context event. No stats for the event: an empty state, not an error.
 */
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[tenant]/[locale]/events/stats/[eventId]'>;

export async function generateMetadata({ params }: Props) {
  const resolved = await params;
  const event = await loadEvent(resolved.tenant, segment(resolved.eventId), 'event', false);
  const metadata = await pageMetadata(resolved, 'eventStats', '/events/stats/[eventId]/');
  return { ...metadata, title: `${event.title} — ${String(metadata.title)}` };
}

export default async function EventStatsPage({ params }: Props) {
  const { tenant: tenantId, tenantConfig: tenant, eventId } = await openPage(params);
  const event = await loadEvent(tenantId, segment(eventId), 'event', false);
  const stats = statsAllowed(event, tenant.settings)
    ? await getMatchStats(serverApi(tenant, false), event.id).catch((error: unknown) => {
        // SPEC §8: a failed stats load is logged and shows as no stats.
        console.warn('[stats page] match stats could not be loaded', error);
        return null;
      })
    : null;
  const t = await getTranslations('stats');
  return (
    <StatsPage event={event} stats={stats}>
      <Link href={`/events/${encodeURIComponent(event.id)}/`} className="text-sm underline underline-offset-4">
        {t('backToEvent')}
      </Link>
    </StatsPage>
  );
}
