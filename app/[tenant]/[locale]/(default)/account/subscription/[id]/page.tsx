import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { openPage, privatePageMetadata, segment } from '@/lib/page/open-page';
import { ContractDetail } from '@/components/commerce/contract-detail';
import { loadProduct } from '@/lib/queries/load-product';
import { OfferSummary } from '@/components/commerce/offer-summary';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/account/subscription/[id]'>) {
  return privatePageMetadata(params, 'accountSubscriptionDetail', '/account/subscription/[id]/');
}

/** One offer (by product id) or one of the viewer's contracts (by contract id), SPEC §2. */
export default async function AccountSubscriptionDetailPage({ params }: PageProps<'/[tenant]/[locale]/account/subscription/[id]'>) {
  const { tenantConfig: tenant, id: rawId } = await openPage(params);
  const id = segment(rawId);
  const product = await loadProduct(tenant, id);
  const t = await getTranslations('commerce');
  return (
    <AccountPage page="accountSubscriptionDetail">
      {product ? (
        <>
          <OfferSummary product={product} />
          <Link
            href={product.model === 'ppv' ? `/account/ppv/${encodeURIComponent(product.id)}/` : `/account/subscription/buy/${encodeURIComponent(product.id)}/`}
            className={buttonClass({ className: 'self-start' })}
          >
            {product.model === 'ppv' ? t('offers.buy', { title: product.title }) : t('offers.subscribe', { title: product.title })}
          </Link>
        </>
      ) : product === undefined ? (
        <p role="alert" className="text-danger text-sm">
          {t('offers.loadFailed')}
        </p>
      ) : (
        <ContractDetail id={id} />
      )}
    </AccountPage>
  );
}
