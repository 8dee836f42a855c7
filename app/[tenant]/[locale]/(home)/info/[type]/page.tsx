import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ContentPage, Paragraphs } from '@/components/content/content-page';
import { openPage, segment } from '@/lib/page/open-page';
import { isLocale } from '@/lib/i18n/locales';
import { browseMetadata } from '@/lib/seo/browse-metadata';

/** /info/{type}/: a few informational texts; any other type is a failed route check (404). */
export const revalidate = 3600;

const TYPES = ['contact', 'cookies', 'accessibility', 'devices'] as const;
type InfoType = (typeof TYPES)[number];
const isInfoType = (v: string): v is InfoType => (TYPES as readonly string[]).includes(v);

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/info/[type]'>) {
  const resolved = await params;
  const type = segment(resolved.type);
  if (!isInfoType(type)) return {};
  const t = await getTranslations({ locale: isLocale(resolved.locale) ? resolved.locale : 'en', namespace: 'content.info' });
  return browseMetadata(resolved, 'info', '/info/[type]/', { title: t(`${type}.title`) });
}

export default async function InfoPage({ params }: PageProps<'/[tenant]/[locale]/info/[type]'>) {
  const { tenantConfig, locale, type: raw } = await openPage(params);
  const type = segment(raw);
  if (!isInfoType(type)) notFound();
  const name = tenantConfig.name;
  const t = await getTranslations({ locale, namespace: 'content.info' });
  return (
    <ContentPage title={t(`${type}.title`)}>
      <Paragraphs items={[t(`${type}.p1`, { name }), t(`${type}.p2`, { name })]} />
    </ContentPage>
  );
}
