import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AccountPage } from '@/components/account/account-page';
import { openPage, privatePageMetadata, segment } from '@/lib/page/open-page';
import { Checkout } from '@/components/commerce/checkout';
import { loadProduct } from '@/lib/queries/load-product';
import { OfferSummary } from '@/components/commerce/offer-summary';
import { Link } from '@/lib/i18n/navigation';

export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/account/ppv/[id]'>) {
  return privatePageMetadata(params, 'accountPpvDetail', '/account/ppv/[id]/');
}

/** A pay-per-view ticket for one event, and its checkout (SPEC §2). Anything but a PPV offer is the 404 page. */
export default async function AccountPpvDetailPage({ params }: PageProps<'/[tenant]/[locale]/account/ppv/[id]'>) {
  const { tenantConfig: tenant, id: rawId } = await openPage(params);
  const product = await loadProduct(tenant, segment(rawId));
  if (product === null || (product && product.model !== 'ppv')) notFound();
  const t = await getTranslations('commerce');
  return (
    <AccountPage page="accountPpvDetail">
      {product ? (
        <div className="grid max-w-3xl gap-6">
          <OfferSummary product={product} />
          {product.eventId && (
            <Link href={`/events/${encodeURIComponent(product.eventId)}/`} className="text-sm font-medium underline underline-offset-4 hover:no-underline">
              {t('tickets.aboutEvent')}
            </Link>
          )}
          <Checkout product={product} />
        </div>
      ) : (
        <p role="alert" className="text-danger text-sm">
          {t('offers.loadFailed')}
        </p>
      )}
    </AccountPage>
  );
}
