/**
 * Commerce calls of SPEC §7 (offers, contracts, cancel, checkout with a new or stored card, access
 * codes) and the platform's stored cards and payments, reshaped into lib/models/commerce.ts.
 */
import type { ApiCaller } from './call';
import type { Contract as WireContract, Payment as WirePayment, PaymentResult, Product as WireProduct, StoredCard as WireStoredCard } from './contract';
import type { Contract, ContractDate, Payment, Period, Product, PurchaseOutcome, StoredCard } from '@/lib/models/commerce';

const periodOf = (duration: number | null, units: string | null): Period | null => (duration && units ? { count: duration, unit: units } : null);

export function reshapeProduct(p: WireProduct): Product {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    model: p.commerceModel,
    price: p.price,
    currency: p.currency || 'N/A',
    period: periodOf(p.duration, p.durationUnits),
    eventId: p.eventId,
    autoRenew: p.autoRenew,
    allowedAccessIdentityItems: p.allowedAccessIdentityItems.map(({ id, title }) => ({ id, title })),
    isEventAvailableInUserRegion: p.isEventAvailableInUserRegion,
  };
}

export function reshapePayment(p: WirePayment): Payment {
  return {
    id: p.id,
    title: p.title,
    amount: p.amount,
    currency: p.currency || 'N/A',
    status: p.status,
    action: p.action,
    date: p.date,
    cardLast4: p.cardLast4,
  };
}

/**
 * SPEC §3 endDate: the contract's end for a subscription, the offer's end otherwise. A subscription
 * that will renew shows that date as its renewal; a cancelled one (or one that does not renew) ends
 * on it; past it, it has ended.
 */
export function contractDate(c: Pick<WireContract, 'endDate' | 'autoRenew' | 'isCanceled'>, now: number = Date.now()): ContractDate {
  if (!c.endDate) return null;
  if (Date.parse(c.endDate) <= now) return { kind: 'ended', date: c.endDate };
  return { kind: c.autoRenew && !c.isCanceled ? 'renews' : 'ends', date: c.endDate };
}

export function reshapeContract(c: WireContract, now: number = Date.now()): Contract {
  return {
    id: c.id,
    productId: c.productId,
    title: c.title,
    description: c.description,
    model: c.commerceModel,
    price: c.price,
    currency: c.currency || 'N/A',
    period: periodOf(c.duration, c.durationUnits),
    eventId: c.eventId,
    startDate: c.startDate,
    endDate: c.endDate,
    isActive: c.isActive,
    isCanceled: c.isCanceled,
    autoRenew: c.autoRenew,
    purchaseProcessing: c.purchaseProcessing,
    lastPayment: c.lastPayment ? reshapePayment(c.lastPayment) : null,
    allowedAccessIdentityItems: c.items.map(({ id, title }) => ({ id, title })),
    isEventAvailableInUserRegion: c.isEventAvailableInUserRegion,
    date: contractDate(c, now),
  };
}

export function reshapeStoredCard(c: WireStoredCard): StoredCard {
  return { id: c.id, brand: c.brand, last4: c.last4, expMonth: c.expMonth, expYear: c.expYear, isDefault: c.isDefault };
}

const reshapeOutcome = (r: PaymentResult): PurchaseOutcome => ({
  status: r.status,
  contractId: r.contract.id,
  paymentId: r.payment.id,
  productId: r.contract.productId,
  eventId: r.contract.eventId,
});

/** One offer by id (a subscription or a PPV ticket; SPEC §7 get_subscriptions_by_id). */
export async function getProduct(api: ApiCaller, id: string, signal?: AbortSignal): Promise<Product> {
  const { content } = await api('subscriptionById', { params: { id }, signal });
  return reshapeProduct(content);
}

/** The viewer's contracts, active and cancelled (SPEC §7 customer_contracts). */
export async function listContracts(api: ApiCaller, signal?: AbortSignal): Promise<Contract[]> {
  const { content } = await api('customerContracts', { query: {}, signal });
  const now = Date.now();
  return content.map((c) => reshapeContract(c, now));
}

export async function getContract(api: ApiCaller, id: string, signal?: AbortSignal): Promise<Contract> {
  const { content } = await api('customerContractById', { params: { id }, signal });
  return reshapeContract(content);
}

/** Stops renewal; the contract stays active until its end (SPEC §7 cancel_contract, platform web). */
export async function cancelContract(api: ApiCaller, id: string): Promise<Contract> {
  const { content } = await api('cancelContract', { body: { platform: 'web', id } });
  return reshapeContract(content);
}

export async function listStoredCards(api: ApiCaller, signal?: AbortSignal): Promise<StoredCard[]> {
  const { content } = await api('storedCards', { signal });
  return content.map(reshapeStoredCard);
}

export async function listPayments(api: ApiCaller, signal?: AbortSignal): Promise<Payment[]> {
  const { content } = await api('payments', { signal });
  return content.map(reshapePayment);
}

/** What pays for a purchase: a card token from the payment provider, a stored card, or an access code. */
export type PaymentMethod = { kind: 'token'; token: string; save: boolean } | { kind: 'stored'; cardId: string } | { kind: 'code'; code: string };

/**
 * Buys an offer (SPEC §7 subscription_checkout, subscribe_by_stored_cc; access codes with
 * redeemAccessCode). `idempotencyKey` is the same for every try of one checkout, so a double click
 * or a retry after a network error answers the first purchase instead of charging twice.
 */
export async function purchase(api: ApiCaller, productId: string, method: PaymentMethod, idempotencyKey: string): Promise<PurchaseOutcome> {
  if (method.kind === 'code') {
    const { content } = await api('redeemAccessCode', { body: { code: method.code, idempotency_key: idempotencyKey } });
    return reshapeOutcome(content);
  }
  const answer =
    method.kind === 'stored'
      ? await api('subscribeByStoredCard', { body: { subscription_id: productId, card_id: method.cardId, idempotency_key: idempotencyKey } })
      : await api('checkout', { body: { subscription_id: productId, card: { token: method.token, save: method.save }, idempotency_key: idempotencyKey } });
  return reshapeOutcome(answer.content);
}
