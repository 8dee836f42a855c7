import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AccountPage } from '@/components/account/account-page';
import { openPage, privatePageMetadata, segment } from '@/lib/page/open-page';
import { Checkout } from '@/components/commerce/checkout';
import { loadProduct } from '@/lib/queries/load-product';
import { OfferSummary } from '@/components/commerce/offer-summary';
import { redirect } from '@/lib/i18n/navigation';

export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/account/subscription/buy/[id]'>) {
  return privatePageMetadata(params, 'accountSubscriptionBuy', '/account/subscription/buy/[id]/');
}

/** The checkout of a subscription (SPEC §2); a PPV ticket is bought on its own page. */
export default async function AccountSubscriptionBuyPage({ params }: PageProps<'/[tenant]/[locale]/account/subscription/buy/[id]'>) {
  const { tenantConfig: tenant, locale, id: rawId } = await openPage(params);
  const product = await loadProduct(tenant, segment(rawId));
  if (product === null) notFound();
  if (product?.model === 'ppv') redirect({ href: `/account/ppv/${encodeURIComponent(product.id)}/`, locale });
  const t = await getTranslations('commerce');
  return (
    <AccountPage page="accountSubscriptionBuy">
      {product ? (
        <div className="grid max-w-3xl gap-6">
          <OfferSummary product={product} />
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
