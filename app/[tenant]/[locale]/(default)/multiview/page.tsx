import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { MultiviewView } from '@/components/multiview/multiview-view';
import { Skeleton } from '@/components/ui/skeleton';
import { PageMessages } from '@/lib/i18n/client-messages';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';

/**
 * Multiview (docs/fan-features.md): the same page for every selection — the games are in the
 * address (`?ids=`), which only the browser reads, so the page is cached whole and the tiles load
 * each game with the viewer's own entitlement. Not indexed: its content is whatever a link names.
 */
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/multiview'>) {
  return privatePageMetadata(params, 'multiview', '/multiview/');
}

export default async function MultiviewPage({ params }: PageProps<'/[tenant]/[locale]/multiview'>) {
  const { locale } = await openPage(params);
  const page = await getTranslations({ locale, namespace: 'pages.multiview' });
  return (
    <PageMessages locale={locale} area="multiview">
      <section aria-labelledby="page-title" className="mx-auto w-full max-w-[110rem] space-y-4 px-4 py-6">
        <h1 id="page-title" className="text-2xl font-bold">
          {page('title')}
        </h1>
        <Suspense fallback={<Skeleton className="aspect-video w-full rounded-lg sm:w-1/2" />}>
          <MultiviewView />
        </Suspense>
      </section>
    </PageMessages>
  );
}
