import { dehydrate } from '@tanstack/react-query';
import { QueryHydration } from '@/lib/queries/hydration';
import { getTranslations } from 'next-intl/server';
import { PageContainer, PageHeading } from '@/components/event/page-heading';
import { openPage } from '@/lib/page/open-page';
import { Recommendations, SUGGESTED } from '@/components/follow/recommendations';
import { eventQueries } from '@/lib/queries/events';
import { getQueryClient, serverQueryContext } from '@/lib/queries/server';
import { browseMetadata } from '@/lib/seo/browse-metadata';

/** Signed in only (proxy guard). The editors' picks are prefetched for users who follow nothing yet. */
export const revalidate = 30;

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/recommendation'>) {
  return browseMetadata(await params, 'recommendation', '/recommendation/', { robots: { index: false, follow: false } });
}

export default async function RecommendationPage({ params }: PageProps<'/[tenant]/[locale]/recommendation'>) {
  const { tenantConfig, locale } = await openPage(params);
  const queryClient = getQueryClient();
  await queryClient.fetchInfiniteQuery(eventQueries.infinite(serverQueryContext(tenantConfig), SUGGESTED));
  const [pages, t] = await Promise.all([getTranslations({ locale, namespace: 'pages.recommendation' }), getTranslations({ locale, namespace: 'browse' })]);
  return (
    <PageContainer>
      <PageHeading title={pages('title')} description={pages('description')} />
      <QueryHydration state={dehydrate(queryClient)}>
        <Recommendations titles={{ current: t('rails.followedEvents'), past: t('sections.past'), suggested: t('rails.suggested') }} />
      </QueryHydration>
    </PageContainer>
  );
}
