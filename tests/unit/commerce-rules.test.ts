/** The paid side's rules: the contract date (SPEC §3 endDate), card checks before any call, and where a checkout leads. */
import { describe, expect, it } from 'vitest';
import { cardProblems, checkoutSchema, NEW_CARD, toCardDetails } from '@/components/commerce/card-schema';
import { defaultReturnTo, failurePath, outcomePath, returnToFrom } from '@/components/commerce/checkout-flow';
import { contractDate, reshapeContract } from '@/lib/api/commerce';
import type { Contract as WireContract } from '@/lib/api/contract';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const future = '2026-12-24T12:00:00.000Z';
const past = '2026-10-24T12:00:00.000Z';

describe('contractDate', () => {
  it('is the renewal date of a subscription that renews', () => {
    expect(contractDate({ endDate: future, autoRenew: true, isCanceled: false }, NOW)).toEqual({ kind: 'renews', date: future });
  });
  it('is the last day of access once cancelled, or when it does not renew', () => {
    expect(contractDate({ endDate: future, autoRenew: false, isCanceled: true }, NOW)).toEqual({ kind: 'ends', date: future });
    expect(contractDate({ endDate: future, autoRenew: false, isCanceled: false }, NOW)).toEqual({ kind: 'ends', date: future });
  });
  it('has ended past its end, and says nothing without an end', () => {
    expect(contractDate({ endDate: past, autoRenew: true, isCanceled: false }, NOW)).toEqual({ kind: 'ended', date: past });
    expect(contractDate({ endDate: null, autoRenew: false, isCanceled: false }, NOW)).toBeNull();
  });
});

describe('reshapeContract', () => {
  const wire: WireContract = {
    id: 'ct-1',
    productId: 'svod-monthly',
    title: 'All Sports Monthly',
    description: '',
    type: 'SVOD',
    commerceModel: 'svod',
    price: 9.99,
    currency: '',
    eventId: null,
    startDate: past,
    endDate: future,
    isActive: true,
    isCanceled: false,
    autoRenew: true,
    purchaseProcessing: false,
    lastPayment: null,
    items: [{ id: 'lg-1', title: 'Premier' }],
    duration: 1,
    durationUnits: 'month',
    isEventAvailableInUserRegion: true,
    createdAt: past,
  };
  it('keeps an unknown currency as N/A, the period, the included items and the date rule', () => {
    expect(reshapeContract(wire, NOW)).toMatchObject({
      currency: 'N/A',
      period: { count: 1, unit: 'month' },
      allowedAccessIdentityItems: [{ id: 'lg-1', title: 'Premier' }],
      date: { kind: 'renews', date: future },
    });
  });
});

describe('card checks', () => {
  it('accepts a valid card and gives it to the provider as digits and MM/YY', () => {
    const card = { number: '4242 4242 4242 4242', exp: '12 / 2034', cvc: '123' };
    expect(cardProblems(card)).toEqual({});
    expect(toCardDetails(card)).toEqual({ number: '4242424242424242', exp: '12/34', cvc: '123' });
  });
  it('refuses a number that fails Luhn, a past or garbled expiry, and a CVC of the wrong length', () => {
    expect(cardProblems({ number: '4242 4242 4242 4241', exp: '13/30', cvc: '1234' })).toEqual({
      number: 'numberInvalid',
      exp: 'expiryInvalid',
      cvc: 'cvcInvalid',
    });
    expect(cardProblems({ number: '4242424242424242', exp: '01/20', cvc: '12' })).toEqual({ exp: 'expiryPast', cvc: 'cvcInvalid' });
  });
  it('wants four CVC digits for American Express', () => {
    expect(cardProblems({ number: '378282246310005', exp: '12/34', cvc: '123' })).toEqual({ cvc: 'cvcInvalid' });
    expect(cardProblems({ number: '378282246310005', exp: '12/34', cvc: '1234' })).toEqual({});
  });
  it('checks the new card only when it is the chosen method and the portal draws the fields', () => {
    const bad = { number: '1', exp: 'x', cvc: '', save: true };
    expect(checkoutSchema(true).safeParse({ ...bad, method: NEW_CARD }).success).toBe(false);
    expect(checkoutSchema(true).safeParse({ ...bad, method: 'cd-1' }).success).toBe(true);
    expect(checkoutSchema(false).safeParse({ ...bad, method: NEW_CARD }).success).toBe(true);
  });
});

describe('where a checkout leads', () => {
  it('returns a ticket to its event, a subscription to the subscriptions', () => {
    expect(defaultReturnTo({ model: 'ppv', eventId: 'ev 1' })).toBe('/events/ev%201/');
    expect(defaultReturnTo({ model: 'svod', eventId: null })).toBe('/account/subscription/');
  });
  it('sends approved to success, processing to processing with the contract, declined to failure with the way back', () => {
    expect(outcomePath({ status: 'APPROVED', contractId: 'ct-1' }, '/events/e/', '/account/ppv/p/')).toBe('/payment/success/?returnTo=%2Fevents%2Fe%2F');
    expect(outcomePath({ status: 'PROCESSING', contractId: 'ct-1' }, '/events/e/', '/x/')).toBe(
      '/payment/processing/?contract=ct-1&returnTo=%2Fevents%2Fe%2F&retry=%2Fx%2F',
    );
    expect(outcomePath({ status: 'DECLINED', contractId: 'ct-1' }, '/events/e/', '/x/')).toBe(failurePath('payment_declined', '/x/'));
  });
  it('keeps only a return path on this site', () => {
    expect(returnToFrom('?returnTo=%2Fevents%2Fe%2F', '/d/')).toBe('/events/e/');
    expect(returnToFrom('?returnTo=https%3A%2F%2Fevil.example%2F', '/d/')).toBe('/d/');
    expect(returnToFrom('?returnTo=%2F%2Fevil.example', '/d/')).toBe('/d/');
    expect(returnToFrom('', '/d/')).toBe('/d/');
  });
});
