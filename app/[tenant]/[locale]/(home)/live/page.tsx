import { EventListPage } from '@/components/event/event-list-page';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { openPage } from '@/lib/page/open-page';
import type { EventFilters } from '@/lib/queries/events';
import { browseMetadata } from '@/lib/seo/browse-metadata';
import { getTranslations } from 'next-intl/server';

/** Everything live right now; cards follow status and score changes from the socket. */
export const revalidate = 30;

const filters: EventFilters = { kinds: ['live'], sort: 'date', order: 'asc' };

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/live'>) {
  return browseMetadata(await params, 'live', '/live/');
}

export default async function Page({ params }: PageProps<'/[tenant]/[locale]/live'>) {
  const { tenant, locale } = await openPage(params);
  const t = await getTranslations({ locale, namespace: 'browse.empty' });
  const multiview = await getTranslations({ locale, namespace: 'pages.multiview' });
  // Several live games at once (docs/fan-features.md, 'Multiview').
  const watchSeveral = (
    <Link href="/multiview/" className={buttonClass({ variant: 'outline', size: 'sm' })}>
      {multiview('title')}
    </Link>
  );
  return <EventListPage tenantId={tenant} locale={locale} page="live" filters={filters} emptyText={t('live')} headingAction={watchSeveral} />;
}
