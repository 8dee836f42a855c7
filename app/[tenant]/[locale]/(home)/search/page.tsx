import { dehydrate } from '@tanstack/react-query';
import { QueryHydration } from '@/lib/queries/hydration';
import { getTranslations } from 'next-intl/server';
import { PageContainer, PageHeading } from '@/components/event/page-heading';
import { openPage } from '@/lib/page/open-page';
import { getSportLabel } from '@/components/event/sport-label';
import { SearchForm } from '@/components/search/search-form';
import { hasCriteria, parseSearch, searchFilters } from '@/components/search/search-params';
import { SearchResults } from '@/components/search/search-results';
import { eventQueries } from '@/lib/queries/events';
import { getQueryClient, serverQueryContext } from '@/lib/queries/server';
import { browseMetadata } from '@/lib/seo/browse-metadata';
import { localizedPath } from '@/lib/seo/metadata';

/**
 * /search/: the filters are in the URL (shareable, survive a reload), so this page renders per
 * request. Results for a date range are left to the browser: the range is the viewer's local day.
 */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: PageProps<'/[tenant]/[locale]/search'>) {
  const q = parseSearch(await searchParams).q;
  // Result pages are endless variations of the catalogue: keep them out of the index, follow their links.
  return browseMetadata(await params, 'search', '/search/', q ? { robots: { index: false, follow: true } } : {});
}

export default async function SearchPage({ params, searchParams }: PageProps<'/[tenant]/[locale]/search'>) {
  const { tenantConfig: tenant, locale } = await openPage(params);
  const state = parseSearch(await searchParams);
  const ctx = serverQueryContext(tenant);
  const queryClient = getQueryClient();
  const [sports, t, sportLabel] = await Promise.all([
    queryClient.fetchQuery(eventQueries.sportCounts(ctx)),
    getTranslations({ locale, namespace: 'pages.search' }),
    getSportLabel(locale),
  ]);
  if (hasCriteria(state) && state.date === 'anytime') await queryClient.fetchInfiniteQuery(eventQueries.infinite(ctx, searchFilters(state)));
  return (
    <PageContainer>
      <PageHeading title={t('title')} description={t('description')} />
      <QueryHydration state={dehydrate(queryClient)}>
        <SearchForm
          initial={state}
          sports={sports.map((s) => ({ value: s.sportType, label: sportLabel(s.sportType) }))}
          action={localizedPath('/search/', locale)}
        />
        <SearchResults state={state} />
      </QueryHydration>
    </PageContainer>
  );
}
