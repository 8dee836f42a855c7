import { getTranslations } from 'next-intl/server';
import { ContentPage, Faq } from '@/components/content/content-page';
import { openPage } from '@/lib/page/open-page';
import { browseMetadata } from '@/lib/seo/browse-metadata';
import { jsonLdText } from '@/lib/seo/origin';

export const revalidate = 3600;

const QUESTIONS = ['watch', 'account', 'devices', 'ppv', 'follow', 'offline'] as const;

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/faq'>) {
  return browseMetadata(await params, 'faq', '/faq/');
}

export default async function FaqPage({ params }: PageProps<'/[tenant]/[locale]/faq'>) {
  const { tenantConfig, locale } = await openPage(params);
  const name = tenantConfig.name;
  const [t, pages] = await Promise.all([getTranslations({ locale, namespace: 'content.faq' }), getTranslations({ locale, namespace: 'pages.faq' })]);
  const items = QUESTIONS.map((key) => ({ q: t(`${key}.q`, { name }), a: t(`${key}.a`, { name }) }));
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((i) => ({ '@type': 'Question', name: i.q, acceptedAnswer: { '@type': 'Answer', text: i.a } })),
  };
  return (
    <ContentPage title={pages('title')} intro={pages('description')}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
      <Faq items={items} />
    </ContentPage>
  );
}
