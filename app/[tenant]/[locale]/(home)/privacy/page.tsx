import { getTranslations } from 'next-intl/server';
import { ContentPage, Paragraphs } from '@/components/content/content-page';
import { openPage } from '@/lib/page/open-page';
import { browseMetadata } from '@/lib/seo/browse-metadata';

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/privacy'>) {
  return browseMetadata(await params, 'privacy', '/privacy/');
}

export default async function Page({ params }: PageProps<'/[tenant]/[locale]/privacy'>) {
  const { tenantConfig, locale } = await openPage(params);
  const name = tenantConfig.name;
  const [t, pages] = await Promise.all([getTranslations({ locale, namespace: 'content.privacy' }), getTranslations({ locale, namespace: 'pages.privacy' })]);
  return (
    <ContentPage title={pages('title')} intro={pages('description')}>
      <Paragraphs items={[t('p1', { name }), t('p2', { name }), t('p3', { name })]} />
    </ContentPage>
  );
}
