import { EventListPage } from '@/components/event/event-list-page';
import { openPage } from '@/lib/page/open-page';
import type { EventFilters } from '@/lib/queries/events';
import { browseMetadata } from '@/lib/seo/browse-metadata';
import { getTranslations } from 'next-intl/server';

/** Past games on demand, newest first. */
export const revalidate = 30;

const filters: EventFilters = { kinds: ['archived'], sort: 'date', order: 'desc' };

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/archive'>) {
  return browseMetadata(await params, 'archive', '/archive/');
}

export default async function Page({ params }: PageProps<'/[tenant]/[locale]/archive'>) {
  const { tenant, locale } = await openPage(params);
  const t = await getTranslations({ locale, namespace: 'browse.empty' });
  return <EventListPage tenantId={tenant} locale={locale} page="archive" filters={filters} emptyText={t('archive')} />;
}
