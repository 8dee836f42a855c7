import { getTranslations } from 'next-intl/server';
import { PageContainer, PageHeading } from '@/components/event/page-heading';
import { PersonalGrid } from '@/components/event/personal-grid';
import { openPage } from '@/lib/page/open-page';
import { browseMetadata } from '@/lib/seo/browse-metadata';

/** Signed in only (proxy guard): the list itself is personal and fetched in the browser. */
export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/selected/videos'>) {
  return browseMetadata(await params, 'selectedVideos', '/selected/videos/', { robots: { index: false, follow: false } });
}

export default async function Page({ params }: PageProps<'/[tenant]/[locale]/selected/videos'>) {
  const { locale } = await openPage(params);
  const [pages, t] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.selectedVideos' }),
    getTranslations({ locale, namespace: 'browse.empty' }),
  ]);
  return (
    <PageContainer>
      <PageHeading title={pages('title')} description={pages('description')} />
      <PersonalGrid kind="watchlist" emptyText={t('watchlist')} label={pages('title')} />
    </PageContainer>
  );
}
