import { HomeContent } from '@/components/event/home-content';
import { RealtimeBridge } from '@/components/event/realtime-bridge';
import { openPage } from '@/lib/page/open-page';
import { browseMetadata } from '@/lib/seo/browse-metadata';

/** /home (SPEC §2: no layout, no guard): the front page's catalogue without header or footer, e.g. inside an app's web view. */
export const revalidate = 30;

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/home'>) {
  // The same content as '/', which is the page to index.
  return browseMetadata(await params, 'home', '/home/', { robots: { index: false, follow: true } });
}

export default async function BareHomePage({ params }: PageProps<'/[tenant]/[locale]/home'>) {
  const { tenant, locale } = await openPage(params);
  return (
    <>
      <RealtimeBridge />
      <HomeContent tenantId={tenant} locale={locale} />
    </>
  );
}
