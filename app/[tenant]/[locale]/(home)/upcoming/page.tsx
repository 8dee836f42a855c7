import { EventListPage } from '@/components/event/event-list-page';
import { openPage } from '@/lib/page/open-page';
import type { EventFilters } from '@/lib/queries/events';
import { browseMetadata } from '@/lib/seo/browse-metadata';
import { getTranslations } from 'next-intl/server';

/** The schedule: upcoming games, soonest first. */
export const revalidate = 30;

const filters: EventFilters = { kinds: ['upcoming'], sort: 'date', order: 'asc' };

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/upcoming'>) {
  return browseMetadata(await params, 'upcoming', '/upcoming/');
}

export default async function Page({ params }: PageProps<'/[tenant]/[locale]/upcoming'>) {
  const { tenant, locale } = await openPage(params);
  const t = await getTranslations({ locale, namespace: 'browse.empty' });
  return <EventListPage tenantId={tenant} locale={locale} page="upcoming" filters={filters} emptyText={t('upcoming')} />;
}
