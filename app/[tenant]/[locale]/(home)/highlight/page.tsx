import { EventListPage } from '@/components/event/event-list-page';
import { openPage } from '@/lib/page/open-page';
import type { EventFilters } from '@/lib/queries/events';
import { browseMetadata } from '@/lib/seo/browse-metadata';
import { getTranslations } from 'next-intl/server';

/** Highlights and clips of every game, newest first. */
export const revalidate = 30;

const filters: EventFilters = { mediaType: 'highlight', sort: 'date', order: 'desc' };

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/highlight'>) {
  return browseMetadata(await params, 'highlight', '/highlight/');
}

export default async function Page({ params }: PageProps<'/[tenant]/[locale]/highlight'>) {
  const { tenant, locale } = await openPage(params);
  const t = await getTranslations({ locale, namespace: 'browse.empty' });
  return <EventListPage tenantId={tenant} locale={locale} page="highlight" filters={filters} emptyText={t('highlights')} />;
}
