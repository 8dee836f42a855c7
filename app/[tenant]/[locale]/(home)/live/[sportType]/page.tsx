import { getTranslations } from 'next-intl/server';
import { EventListPage } from '@/components/event/event-list-page';
import { EventRail } from '@/components/event/event-rail';
import { openPage, segment } from '@/lib/page/open-page';
import { getSportLabel } from '@/components/event/sport-label';
import { isLocale } from '@/lib/i18n/locales';
import { eventQueries, type EventFilters } from '@/lib/queries/events';
import { getQueryClient, serverQueryContext } from '@/lib/queries/server';
import { browseMetadata } from '@/lib/seo/browse-metadata';

/** Live games of one sport, with that sport's upcoming games underneath (there may be nothing live). */
export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/live/[sportType]'>) {
  const resolved = await params;
  const label = await getSportLabel(isLocale(resolved.locale) ? resolved.locale : 'en');
  return browseMetadata(resolved, 'liveSport', '/live/[sportType]/', { values: { sport: label(segment(resolved.sportType)) } });
}

export default async function LiveSportPage({ params }: PageProps<'/[tenant]/[locale]/live/[sportType]'>) {
  const { tenant, tenantConfig, locale, sportType } = await openPage(params);
  const sport = segment(sportType);
  const label = (await getSportLabel(locale))(sport);
  const t = await getTranslations({ locale, namespace: 'browse' });
  const live: EventFilters = { kinds: ['live'], sport, sort: 'date', order: 'asc' };
  const upcoming: EventFilters = { kinds: ['upcoming'], sport, sort: 'date', order: 'asc' };
  await getQueryClient().fetchQuery(eventQueries.list(serverQueryContext(tenantConfig), upcoming));
  return (
    <EventListPage
      tenantId={tenant}
      locale={locale}
      page="liveSport"
      filters={live}
      values={{ sport: label }}
      emptyText={t('empty.liveSport', { sport: label })}
      rails={[upcoming]}
    >
      <EventRail id="upcoming" title={t('rails.upcomingSport', { sport: label })} filters={upcoming} moreHref="/upcoming/" hideWhenEmpty />
    </EventListPage>
  );
}
