import { EventListPage } from '@/components/event/event-list-page';
import { openPage } from '@/lib/page/open-page';
import type { EventFilters } from '@/lib/queries/events';
import { browseMetadata } from '@/lib/seo/browse-metadata';
import { getTranslations } from 'next-intl/server';

/** The newest videos: what just ended or is on now, newest first. */
export const revalidate = 30;

const filters: EventFilters = { kinds: ['archived', 'live'], sort: 'date', order: 'desc' };

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/latest'>) {
  return browseMetadata(await params, 'latest', '/latest/');
}

export default async function Page({ params }: PageProps<'/[tenant]/[locale]/latest'>) {
  const { tenant, locale } = await openPage(params);
  const t = await getTranslations({ locale, namespace: 'browse.empty' });
  return <EventListPage tenantId={tenant} locale={locale} page="latest" filters={filters} emptyText={t('latest')} />;
}
