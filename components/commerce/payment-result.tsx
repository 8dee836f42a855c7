'use client';
/**
 * The payment pages (SPEC §2, auth layout). Success returns the viewer to where the purchase started;
 * failure says why and leads back to the checkout; processing waits for the platform to confirm —
 * the user-purchase-status message (lib/realtime/purchases.ts refreshes the contract) or, failing
 * that, polling the contract — then goes on to success or failure. The query is read in the browser
 * so the pages stay static (each page wraps these in Suspense).
 */
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { buttonClass } from '@/components/ui/button';
import { RETURN_TO_PARAM, safeReturnPath } from '@/lib/guards/auth';
import { Link } from '@/lib/i18n/navigation';
import { useRouter } from '@/lib/i18n/navigation-hooks';
import { commerceQueries } from '@/lib/queries/commerce';
import { useSessionStore } from '@/stores/session-store';
import { useQuery } from '@/lib/queries/hooks';
import { CONTRACT_PARAM, failurePath, REASON_PARAM, RETRY_PARAM, SUCCESS_PATH } from './checkout-flow';
import { useAfterPurchase, useCommerceUser } from './use-commerce';

/** How often processing asks, in case the socket message does not come. */
export const PROCESSING_POLL_MS = 2_000;

export function PaymentSuccess() {
  const t = useTranslations('commerce.result');
  const params = useSearchParams();
  const afterPurchase = useAfterPurchase();
  const card = useSessionStore((s) => s.creditCard);
  const returnTo = safeReturnPath(params.get(RETURN_TO_PARAM), '/account/');
  useEffect(() => {
    void afterPurchase({ eventId: null, status: 'APPROVED' });
  }, [afterPurchase]);
  return (
    <div className="space-y-4">
      <p role="status" className="text-success font-medium">
        {t('approved')}
      </p>
      {card && <p className="text-fg-muted text-sm">{t('paidWith', { last4: card.last4 })}</p>}
      <Link href={returnTo} className={buttonClass({ fullWidth: true })}>
        {returnTo.startsWith('/events/') ? t('backToEvent') : t('continue')}
      </Link>
    </div>
  );
}

export function PaymentFailure() {
  const t = useTranslations('commerce.result');
  const errors = useTranslations('errors');
  const params = useSearchParams();
  const reason = params.get(REASON_PARAM) ?? '';
  const retry = safeReturnPath(params.get(RETRY_PARAM), '/account/subscription/');
  const known = /^[a-z_]{1,60}$/.test(reason) && errors.has(reason as 'payment_declined');
  return (
    <div className="space-y-4">
      <p role="alert" className="text-danger font-medium">
        {known ? errors(reason as 'payment_declined') : t('failedUnknown')}
      </p>
      <p className="text-fg-muted text-sm">{t('nothingCharged')}</p>
      <Link href={retry} className={buttonClass({ fullWidth: true })}>
        {t('tryAgain')}
      </Link>
    </div>
  );
}

export function PaymentProcessing() {
  const t = useTranslations('commerce.result');
  const router = useRouter();
  const params = useSearchParams();
  const { ctx, userId, signedIn } = useCommerceUser();
  const contractId = params.get(CONTRACT_PARAM) ?? '';
  const returnTo = safeReturnPath(params.get(RETURN_TO_PARAM), '/account/');
  const retry = safeReturnPath(params.get(RETRY_PARAM), '/account/subscription/');
  const contract = useQuery({
    ...commerceQueries.contract(ctx, userId ?? '', contractId),
    enabled: signedIn && contractId !== '',
    refetchInterval: (query) => (query.state.data?.purchaseProcessing === false ? false : PROCESSING_POLL_MS),
  });
  const settled = contract.data && !contract.data.purchaseProcessing ? contract.data : null;

  useEffect(() => {
    if (!settled) return;
    const declined = settled.lastPayment?.status === 'DECLINED';
    router.replace(declined ? failurePath('payment_declined', retry) : `${SUCCESS_PATH}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`);
  }, [settled, router, returnTo, retry]);

  if (!contractId) {
    return (
      <p role="alert" className="text-danger">
        {t('processingUnknown')}{' '}
        <Link href="/account/subscription/" className="underline underline-offset-4">
          {t('viewSubscriptions')}
        </Link>
      </p>
    );
  }
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="border-brand inline-block h-5 w-5 animate-spin rounded-full border-2 border-t-transparent motion-reduce:animate-none"
      />
      <span>{contract.isError ? t('processingSlow') : t('processing')}</span>
    </div>
  );
}
