/** The paid side's UI model (SPEC §3 'Purchase / product / subscription'), reshaped from the wire by lib/api/commerce.ts. */

export type CommerceModel = 'ppv' | 'svod' | 'cvod';
export type PaymentStatus = 'APPROVED' | 'PROCESSING' | 'DECLINED';
export type PaymentAction = 'creditCardPay' | 'redeemAccessCode';

export interface Ref {
  id: string;
  title: string;
}

/** How long a subscription runs before it renews, e.g. 1 month. */
export interface Period {
  count: number;
  unit: string;
}

/** An offer: a subscription (SVOD, CVOD) or a pay-per-view ticket. */
export interface Product {
  id: string;
  title: string;
  description: string;
  model: CommerceModel;
  price: number;
  /** ISO 4217 code, or 'N/A' when the platform does not say (SPEC §3): then no price is shown. */
  currency: string;
  period: Period | null;
  /** PPV: the event the ticket opens. */
  eventId: string | null;
  autoRenew: boolean;
  allowedAccessIdentityItems: Ref[];
  isEventAvailableInUserRegion: boolean;
}

export interface Payment {
  id: string;
  title: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
  action: PaymentAction;
  date: string;
  cardLast4: string | null;
}

/** What the contract's date means (SPEC §3 endDate): the next renewal, or the last day of access. */
export type ContractDate = { kind: 'renews' | 'ends' | 'ended'; date: string } | null;

/** A customer contract: a subscription held, or a PPV ticket. */
export interface Contract {
  id: string;
  productId: string;
  title: string;
  description: string;
  model: CommerceModel;
  price: number;
  currency: string;
  period: Period | null;
  eventId: string | null;
  startDate: string;
  endDate: string | null;
  isActive: boolean;
  isCanceled: boolean;
  autoRenew: boolean;
  /** A card payment is still being confirmed. */
  purchaseProcessing: boolean;
  lastPayment: Payment | null;
  allowedAccessIdentityItems: Ref[];
  isEventAvailableInUserRegion: boolean;
  date: ContractDate;
}

export interface StoredCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

/** A purchase's answer: approved, or processing until the platform confirms it. */
export interface PurchaseOutcome {
  status: PaymentStatus;
  contractId: string;
  paymentId: string;
  productId: string;
  eventId: string | null;
}
