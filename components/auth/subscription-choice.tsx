/**
 * Onboarding step 2, the chosen subscription (SPEC §2 /auth/sign-up/subscription/buy/{id}): what it
 * is and costs, and its checkout, which continues with the next onboarding step once paid. Never a
 * dead end: an unknown offer or an unreachable API still leaves the way back and the way on.
 */
import { getTranslations } from 'next-intl/server';
import { Checkout } from '@/components/commerce/checkout';
import { loadProduct } from '@/lib/queries/load-product';
import { OfferSummary } from '@/components/commerce/offer-summary';
import { Link } from '@/lib/i18n/navigation';
import type { TenantConfig } from '@/lib/tenant/schema';
import { nextStep } from './onboarding';

export const SUBSCRIPTION_STEP = '/auth/sign-up/subscription/';

export async function SubscriptionChoice({ tenant, id }: { tenant: TenantConfig; id: string }) {
  const t = await getTranslations('auth.subscription');
  const offer = await loadProduct(tenant, id);
  return (
    <div className="space-y-4">
      {offer === undefined && (
        <p role="alert" className="text-danger text-sm">
          {t('loadFailed')}
        </p>
      )}
      {(offer === null || offer?.model === 'ppv') && (
        <p role="status" className="bg-surface-sunken rounded-md px-3 py-2 text-sm">
          {t('unknownOffer')}
        </p>
      )}
      {offer && offer.model !== 'ppv' && (
        <>
          <OfferSummary product={offer} />
          <Checkout product={offer} returnTo={nextStep(SUBSCRIPTION_STEP)} />
        </>
      )}
      <p className="text-sm">
        <Link href={SUBSCRIPTION_STEP} className="font-medium underline underline-offset-4 hover:no-underline">
          {t('chooseAnother')}
        </Link>
      </p>
    </div>
  );
}
