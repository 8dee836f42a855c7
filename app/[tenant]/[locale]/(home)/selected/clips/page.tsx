import { getTranslations } from 'next-intl/server';
import { UserClipList } from '@/components/clips/user-clip-list';
import { PageContainer, PageHeading } from '@/components/event/page-heading';
import { openPage } from '@/lib/page/open-page';
import { PageMessages } from '@/lib/i18n/client-messages';
import { browseMetadata } from '@/lib/seo/browse-metadata';

/** Signed in only (proxy guard): the user's clips and highlights across events, fetched in the browser (SPEC §2). */
export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/selected/clips'>) {
  return browseMetadata(await params, 'selectedClips', '/selected/clips/', { robots: { index: false, follow: false } });
}

export default async function Page({ params }: PageProps<'/[tenant]/[locale]/selected/clips'>) {
  const { locale } = await openPage(params);
  const pages = await getTranslations({ locale, namespace: 'pages.selectedClips' });
  return (
    <PageContainer>
      <PageHeading title={pages('title')} description={pages('description')} />
      <PageMessages locale={locale} area="watch">
        <UserClipList sortable hideHeading />
      </PageMessages>
    </PageContainer>
  );
}
