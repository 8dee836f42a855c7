import { EventListPage } from '@/components/event/event-list-page';
import { openPage } from '@/lib/page/open-page';
import type { EventFilters } from '@/lib/queries/events';
import { browseMetadata } from '@/lib/seo/browse-metadata';
import { getTranslations } from 'next-intl/server';

/** The editors' picks (the API's home-page selection). */
export const revalidate = 30;

const filters: EventFilters = { homePage: true, sort: 'date', order: 'desc' };

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/suggested'>) {
  return browseMetadata(await params, 'suggested', '/suggested/');
}

export default async function Page({ params }: PageProps<'/[tenant]/[locale]/suggested'>) {
  const { tenant, locale } = await openPage(params);
  const t = await getTranslations({ locale, namespace: 'browse.empty' });
  return <EventListPage tenantId={tenant} locale={locale} page="suggested" filters={filters} emptyText={t('suggested')} />;
}
