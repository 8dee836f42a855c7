import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AccountPage } from '@/components/account/account-page';
import { openSessionPage, privatePageMetadata } from '@/components/auth/page-setup';
import { Checkout } from '@/components/commerce/checkout';
import { decodeSegment, loadProduct } from '@/components/commerce/load-product';
import { OfferSummary } from '@/components/commerce/offer-summary';
import { redirect } from '@/lib/i18n/navigation';

export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/account/subscription/buy/[id]'>) {
  return privatePageMetadata(params, 'accountSubscriptionBuy', '/account/subscription/buy/[id]/');
}

/** The checkout of a subscription (SPEC §2); a PPV ticket is bought on its own page. */
export default async function AccountSubscriptionBuyPage({ params }: PageProps<'/[tenant]/[locale]/account/subscription/buy/[id]'>) {
  const { tenant, locale, params: resolved } = await openSessionPage(params);
  const product = await loadProduct(tenant, decodeSegment(resolved.id));
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
