/**
 * Onboarding step 2, the chosen subscription (SPEC §2 /auth/sign-up/subscription/buy/{id}): what it
 * is and costs, then on to paying for it on the account's purchase page (the commerce pages), back
 * to the other offers, or on with onboarding without buying. Never a dead end: an unknown offer or
 * an unreachable API still leaves the way back and the way on.
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { TenantConfig } from '@/lib/tenant/schema';
import { loadOffer, offerPriceFormatter } from './subscription-offers';

export const SUBSCRIPTION_STEP = '/auth/sign-up/subscription/';

export async function SubscriptionChoice({ tenant, id }: { tenant: TenantConfig; id: string }) {
  const t = await getTranslations('auth.subscription');
  const price = await offerPriceFormatter();
  const offer = await loadOffer(tenant, id);
  return (
    <div className="space-y-4">
      {offer === undefined && (
        <p role="alert" className="text-danger text-sm">
          {t('loadFailed')}
        </p>
      )}
      {offer === null && (
        <p role="status" className="bg-surface-sunken rounded-md px-3 py-2 text-sm">
          {t('unknownOffer')}
        </p>
      )}
      {offer && (
        <>
          <div className="border-line rounded-lg border p-4">
            <h2 className="font-semibold">{offer.title}</h2>
            {offer.description && <p className="text-fg-muted mt-1 text-sm">{offer.description}</p>}
            <p className="mt-2 text-sm font-medium">{price(offer)}</p>
          </div>
          <p className="text-fg-muted text-sm">{t('payInAccount')}</p>
          <Link
            href={`/account/subscription/buy/${encodeURIComponent(offer.id)}/`}
            className="bg-brand text-brand-fg inline-flex h-10 items-center rounded-md px-4 text-sm font-medium"
          >
            {t('continueToPayment')}
          </Link>
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
