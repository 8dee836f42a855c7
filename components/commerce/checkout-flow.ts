/**
 * Where a checkout leads (SPEC §2 payment pages): approved → /payment/success/, processing →
 * /payment/processing/ (which waits for the platform), declined → /payment/failure/ with the reason
 * and the way back to the checkout. `returnTo` (the event, the next onboarding step) rides along so
 * success can return the viewer to where the purchase started. Only root-relative paths are kept.
 */
import { RETURN_TO_PARAM, safeReturnPath } from '@/lib/guards/auth';
import type { Product, PurchaseOutcome } from '@/lib/models/commerce';

export const SUCCESS_PATH = '/payment/success/';
export const FAILURE_PATH = '/payment/failure/';
export const PROCESSING_PATH = '/payment/processing/';
export const RETRY_PARAM = 'retry';
export const REASON_PARAM = 'reason';
export const CONTRACT_PARAM = 'contract';

/** Declines end on the failure page; every other refusal is shown on the checkout itself. */
export const FAILURE_CODES = new Set(['payment_declined']);

/** Where a purchase returns by default: the ticket's event, or the viewer's subscriptions. */
export function defaultReturnTo(product: Pick<Product, 'model' | 'eventId'>): string {
  return product.model === 'ppv' && product.eventId ? `/events/${encodeURIComponent(product.eventId)}/` : '/account/subscription/';
}

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

export function outcomePath(outcome: Pick<PurchaseOutcome, 'status' | 'contractId'>, returnTo: string, retry: string): string {
  if (outcome.status === 'PROCESSING')
    return withQuery(PROCESSING_PATH, { [CONTRACT_PARAM]: outcome.contractId, [RETURN_TO_PARAM]: returnTo, [RETRY_PARAM]: retry });
  if (outcome.status === 'DECLINED') return failurePath('payment_declined', retry);
  return withQuery(SUCCESS_PATH, { [RETURN_TO_PARAM]: returnTo });
}

export function failurePath(reason: string, retry: string): string {
  return withQuery(FAILURE_PATH, { [REASON_PARAM]: reason, [RETRY_PARAM]: retry });
}

/** The return path a checkout was opened with (?returnTo=…), else the product's default. */
export function returnToFrom(search: string, fallback: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM), fallback);
}
