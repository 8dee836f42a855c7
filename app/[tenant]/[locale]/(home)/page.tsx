import { HomeContent } from '@/components/event/home-content';
import { openPage } from '@/lib/page/open-page';
import { browseMetadata } from '@/lib/seo/browse-metadata';

/** The front page, regenerated per tenant and locale at most every 30 s; live changes arrive by socket. */
export const revalidate = 30;

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]'>) {
  return browseMetadata(await params, 'home', '/');
}

export default async function HomePage({ params }: PageProps<'/[tenant]/[locale]'>) {
  const { tenant, locale } = await openPage(params);
  return <HomeContent tenantId={tenant} locale={locale} />;
}
