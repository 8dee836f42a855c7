/**
 * The test card processor and the purchases it pays for. Test numbers: 4242424242424242 approves,
 * 4000000000000002 declines, 4000000000003220 stays PROCESSING for a few seconds then approves
 * (emitting user-purchase-status); any other Luhn-valid number approves.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentStatus } from '@/lib/api/contract';
import type { Locks } from '../cluster/lock';
import type { ContractsTable, PaymentsTable, ProductsTable } from '../db/schema';
import type { Realtime } from '../realtime';
import type { Repositories } from '../repositories';
import { ApiError } from './errors';
import { newId } from './ids';

const TEST_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  processing: '4000000000003220',
} as const;

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'card';
}

const outcomeFor = (number: string): PaymentStatus =>
  number === TEST_CARDS.decline ? 'DECLINED' : number === TEST_CARDS.processing ? 'PROCESSING' : 'APPROVED';

/** SVOD/CVOD run for their duration; a PPV ticket has no end. */
export function contractEnd(product: ProductsTable, start: number): number | null {
  if (!product.duration || !product.duration_units) return null;
  const d = new Date(start);
  if (product.duration_units === 'day') d.setUTCDate(d.getUTCDate() + product.duration);
  if (product.duration_units === 'month') d.setUTCMonth(d.getUTCMonth() + product.duration);
  if (product.duration_units === 'year') d.setUTCFullYear(d.getUTCFullYear() + product.duration);
  return d.getTime();
}

export interface PaymentDeps {
  repos: Repositories;
  realtime: Realtime;
  locks: Locks;
  clock: () => number;
  /** How long a PROCESSING payment takes to settle. */
  processingMs: number;
  log: FastifyBaseLogger;
  onPurchase: () => void;
  onSettled: () => void;
}

/** What settling a payment announces to its buyer. */
interface Settlement {
  paymentId: string;
  contractId: string;
  userId: string;
  productId: string;
  eventId: string | null;
}

/**
 * A payment whose settlement is this late lost its timer (its API process stopped): the scheduler's
 * sweep settles it.
 */
export const ORPHAN_SETTLEMENT_MS = 10_000;

export interface Purchase {
  contract: ContractsTable;
  payment: PaymentsTable;
}

export function createPaymentProcessor(deps: PaymentDeps) {
  const timers = new Set<NodeJS.Timeout>();

  async function record(
    userId: string,
    product: ProductsTable,
    status: PaymentStatus,
    action: PaymentsTable['action'],
    amount: number,
    last4: string | null,
  ): Promise<Purchase> {
    const now = deps.clock();
    const contract: ContractsTable = {
      id: newId('ct'),
      user_id: userId,
      product_id: product.id,
      start_at: now,
      end_at: contractEnd(product, now),
      is_canceled: 0,
      auto_renew: product.auto_renew,
      purchase_processing: status === 'PROCESSING' ? 1 : 0,
      created_at: now,
    };
    const payment: PaymentsTable = {
      id: newId('pm'),
      user_id: userId,
      contract_id: contract.id,
      amount_cents: amount,
      currency: product.currency,
      status,
      action,
      card_last4: last4,
      created_at: now,
    };
    await deps.repos.commerce.createContract(contract);
    await deps.repos.commerce.createPayment(payment);
    deps.onPurchase();
    return { contract, payment };
  }

  /**
   * Settles a PROCESSING payment once, whichever process's timer or sweep gets there first: under
   * its lock, and only the statement that moves it out of PROCESSING announces it.
   */
  async function settle(s: Settlement): Promise<boolean> {
    const outcome = await deps.locks.exclusive(
      `payment:${s.paymentId}`,
      async () => {
        if (!(await deps.repos.commerce.approveProcessing(s.paymentId))) return false;
        await deps.repos.commerce.updateContract(s.contractId, { purchase_processing: 0 });
        deps.realtime.toUser(s.userId, 'user-purchase-status', {
          paymentId: s.paymentId,
          contractId: s.contractId,
          productId: s.productId,
          eventId: s.eventId,
          status: 'APPROVED',
        });
        deps.onSettled();
        return true;
      },
      { ttlMs: 10_000 },
    );
    return outcome.ran && outcome.value;
  }

  function settleLater(userId: string, product: ProductsTable, purchase: Purchase): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      settle({ paymentId: purchase.payment.id, contractId: purchase.contract.id, userId, productId: product.id, eventId: product.event_id }).catch(
        (err: unknown) => deps.log.error({ err }, 'settling a payment failed'),
      );
    }, deps.processingMs);
    timers.add(timer);
  }

  return {
    /** Charges the card for the product; a decline is a 402 and leaves nothing behind. */
    async charge(userId: string, product: ProductsTable, cardNumber: string): Promise<Purchase> {
      const status = outcomeFor(cardNumber);
      if (status === 'DECLINED') throw new ApiError(402, 'payment_declined', 'The card was declined');
      const purchase = await record(userId, product, status, 'creditCardPay', product.price_cents, cardNumber.slice(-4));
      if (status === 'PROCESSING') settleLater(userId, product, purchase);
      return purchase;
    },

    /** An access code pays for the product in full. */
    redeem: (userId: string, product: ProductsTable) => record(userId, product, 'APPROVED', 'redeemAccessCode', 0, null),

    /** Settles the payments whose timers were lost (the scheduler calls it); returns how many it settled. */
    async settleOrphans(): Promise<number> {
      let settled = 0;
      for (const s of await deps.repos.commerce.processingPayments(deps.clock() - deps.processingMs - ORPHAN_SETTLEMENT_MS)) if (await settle(s)) settled += 1;
      return settled;
    },

    close(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type PaymentProcessor = ReturnType<typeof createPaymentProcessor>;
