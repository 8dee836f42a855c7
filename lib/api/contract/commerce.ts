/**
 * Commerce calls of SPEC §7 (subscriptions, contracts, checkout, commerce options) plus the test
 * card processor's tokenisation, stored cards and access-code redemption the portal needs too.
 */
import * as z from './zod';
import { contentSchema, idInputSchema, idSchema, isoDateSchema, queryBoolSchema, refSchema } from './common';
import { ACCESS_TYPES } from './events';
import { PAYMENT_STATUSES } from './statuses';

export const COMMERCE_MODELS = ['ppv', 'svod', 'cvod'] as const;
export type CommerceModel = (typeof COMMERCE_MODELS)[number];
export const PAYMENT_ACTIONS = ['creditCardPay', 'redeemAccessCode'] as const;

/** An offer: an SVOD or CVOD subscription or a PPV ticket. */
export const productSchema = z.looseObject({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  /** 'SVOD', 'CVOD' or 'PPV' (other backends may have other product types). */
  type: z.string(),
  commerceModel: z.enum(COMMERCE_MODELS),
  /** In major units, e.g. 9.99. */
  price: z.number(),
  /** ISO 4217 code; 'N/A' when unknown. */
  currency: z.string(),
  duration: z.nullable(z.int()),
  durationUnits: z.nullable(z.string()),
  /** PPV: the event the ticket is for. */
  eventId: z.nullable(idSchema),
  /** The offer's window. */
  startDate: z.nullable(isoDateSchema),
  endDate: z.nullable(isoDateSchema),
  autoRenew: z.boolean(),
  allowedAccessIdentityItems: z.array(refSchema),
  isEventAvailableInUserRegion: z.boolean(),
});
export type Product = z.output<typeof productSchema>;

export const paymentSchema = z.looseObject({
  id: idSchema,
  /** What was paid for: the product's title. */
  title: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  action: z.enum(PAYMENT_ACTIONS),
  date: isoDateSchema,
  cardLast4: z.nullable(z.string()),
});
export type Payment = z.output<typeof paymentSchema>;
/** The viewer's payments, newest first (an extension of SPEC §7 for the billing page). */
export const paymentsAnswerSchema = contentSchema(z.array(paymentSchema));

/**
 * A purchase request may carry a key chosen by the client for one checkout: the same key again
 * (a double click, a retry after a network error) answers the first purchase instead of charging twice.
 */
const idempotencyKey = z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be 8 to 100 letters, digits, "-" or "_"')));

/** A customer's subscription contract or PPV ticket. */
export const contractSchema = z.looseObject({
  id: idSchema,
  productId: idSchema,
  title: z.string(),
  description: z.string(),
  type: z.string(),
  commerceModel: z.enum(COMMERCE_MODELS),
  price: z.number(),
  currency: z.string(),
  eventId: z.nullable(idSchema),
  startDate: isoDateSchema,
  /** Contract end for SVOD/CVOD, the offer's end for PPV. */
  endDate: z.nullable(isoDateSchema),
  isActive: z.boolean(),
  isCanceled: z.boolean(),
  autoRenew: z.boolean(),
  /** A card payment is still processing; user-purchase-status tells when it settles. */
  purchaseProcessing: z.boolean(),
  lastPayment: z.nullable(paymentSchema),
  items: z.array(refSchema),
  duration: z.nullable(z.int()),
  durationUnits: z.nullable(z.string()),
  isEventAvailableInUserRegion: z.boolean(),
  createdAt: isoDateSchema,
});
export type Contract = z.output<typeof contractSchema>;

export const subscriptionsQuerySchema = z.strictObject({ type: z.optional(z.enum(['svod', 'cvod'])) });
export const productsAnswerSchema = contentSchema(z.array(productSchema));
export const productAnswerSchema = contentSchema(productSchema);

export const contractsQuerySchema = z.strictObject({
  active: z.optional(queryBoolSchema),
  canceled: z.optional(queryBoolSchema),
});
export const contractsAnswerSchema = contentSchema(z.array(contractSchema));
export const contractAnswerSchema = contentSchema(contractSchema);

export const cancelContractRequestSchema = z.strictObject({
  platform: z.enum(['web', 'ios', 'android']),
  id: idInputSchema,
});

export const subscribeByStoredCardRequestSchema = z.strictObject({
  subscription_id: idInputSchema,
  /** Defaults to the user's default card. */
  card_id: z.optional(idInputSchema),
  idempotency_key: idempotencyKey,
});

export const checkoutRequestSchema = z.strictObject({
  card: z.strictObject({
    /** From the card processor (POST /api/payments/tokens on the reference API). */
    token: z.string().check(z.minLength(1), z.maxLength(200)),
    /** Keep the card for later purchases (default true). */
    save: z._default(z.boolean(), true),
  }),
  /** Any product id: SVOD, CVOD or a PPV ticket. */
  subscription_id: idInputSchema,
  idempotency_key: idempotencyKey,
});

export const redeemAccessCodeRequestSchema = z.strictObject({
  code: z.string().check(z.trim(), z.minLength(4), z.maxLength(64)),
  idempotency_key: idempotencyKey,
});

/** A purchase's outcome: APPROVED, or PROCESSING until user-purchase-status arrives. */
export const paymentResultSchema = z.looseObject({
  status: z.enum(PAYMENT_STATUSES),
  action: z.enum(PAYMENT_ACTIONS),
  payment: paymentSchema,
  contract: contractSchema,
});
export const paymentResultAnswerSchema = contentSchema(paymentResultSchema);
export type PaymentResult = z.output<typeof paymentResultSchema>;

export const commerceOptionsQuerySchema = z.strictObject({ eventId: idSchema });
export const commerceOptionsAnswerSchema = contentSchema(
  z.looseObject({
    eventId: idSchema,
    accessType: z.enum(ACCESS_TYPES),
    commerceCoverage: z.array(z.string()),
    isEventAvailableForUser: z.boolean(),
    isEventAvailableInUserRegion: z.boolean(),
    /** PPV tickets for this event. */
    ppv: z.array(productSchema),
    /** Subscriptions that cover this event. */
    subscriptions: z.array(productSchema),
  }),
);
export type CommerceOptionsAnswer = z.output<typeof commerceOptionsAnswerSchema>;

export const storedCardSchema = z.looseObject({
  id: idSchema,
  brand: z.string(),
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
  isDefault: z.boolean(),
});
export type StoredCard = z.output<typeof storedCardSchema>;
export const storedCardsAnswerSchema = contentSchema(z.array(storedCardSchema));

/** The test card processor: card details in, a single-purpose token out. */
export const cardTokenRequestSchema = z.strictObject({
  number: z.string().check(z.regex(/^\d{12,19}$/, 'must be 12 to 19 digits')),
  /** 'MM/YY'. */
  exp: z.string().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'must be MM/YY')),
  cvc: z.string().check(z.regex(/^\d{3,4}$/, 'must be 3 or 4 digits')),
});
export const cardTokenAnswerSchema = z.looseObject({
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
});
