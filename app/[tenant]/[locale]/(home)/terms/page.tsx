import { getTranslations } from 'next-intl/server';
import { ContentPage, Paragraphs } from '@/components/content/content-page';
import { openPage } from '@/lib/page/open-page';
import { browseMetadata } from '@/lib/seo/browse-metadata';

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/terms'>) {
  return browseMetadata(await params, 'terms', '/terms/');
}

export default async function Page({ params }: PageProps<'/[tenant]/[locale]/terms'>) {
  const { tenantConfig, locale } = await openPage(params);
  const name = tenantConfig.name;
  const [t, pages] = await Promise.all([getTranslations({ locale, namespace: 'content.terms' }), getTranslations({ locale, namespace: 'pages.terms' })]);
  return (
    <ContentPage title={pages('title')} intro={pages('description')}>
      <Paragraphs items={[t('p1', { name }), t('p2', { name }), t('p3', { name })]} />
    </ContentPage>
  );
}
