/**
 * The checkout form's rules: a stored card, or a new card whose number (Luhn, known brand), expiry
 * (a real month, not in the past) and CVC (the brand's length) are checked by card-validator before
 * anything is sent. Messages are keys under commerce.validation.
 */
import cardValidator from 'card-validator';
import * as z from '@/lib/api/contract/zod';
import type { CardDetails } from '@/lib/payments/provider';

export type CardValidationKey = 'numberInvalid' | 'expiryInvalid' | 'expiryPast' | 'cvcInvalid';

/** The method field's value for "a new card"; any other value is a stored card's id. */
export const NEW_CARD = 'new';

export const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

export interface CheckoutValues {
  method: string;
  number: string;
  exp: string;
  cvc: string;
  save: boolean;
}

/** Each field's problem, or nothing when the card can be sent to the provider. */
export function cardProblems({
  number,
  exp,
  cvc,
}: Pick<CheckoutValues, 'number' | 'exp' | 'cvc'>): Partial<Record<'number' | 'exp' | 'cvc', CardValidationKey>> {
  const problems: Partial<Record<'number' | 'exp' | 'cvc', CardValidationKey>> = {};
  const digits = digitsOnly(number);
  const card = cardValidator.number(digits);
  if (!/^\d{12,19}$/.test(digits) || !card.isValid) problems.number = 'numberInvalid';
  const expiry = cardValidator.expirationDate(exp.replace(/\s/g, ''));
  if (!expiry.isValid) {
    // A well-formed month/year that is simply over is worth its own message.
    const [month, year] = exp.replace(/\s/g, '').split('/');
    problems.exp = cardValidator.expirationMonth(month ?? '').isValid && /^\d{2}(\d{2})?$/.test(year ?? '') ? 'expiryPast' : 'expiryInvalid';
  }
  const cvcSize = card.card?.code.size ?? [3, 4];
  if (!cardValidator.cvv(cvc.trim(), cvcSize).isValid) problems.cvc = 'cvcInvalid';
  return problems;
}

/** Validated card fields in the provider's format (digits, 'MM/YY'). */
export function toCardDetails({ number, exp, cvc }: Pick<CheckoutValues, 'number' | 'exp' | 'cvc'>): CardDetails {
  const { month, year } = cardValidator.expirationDate(exp.replace(/\s/g, ''));
  return { number: digitsOnly(number), exp: `${String(month).padStart(2, '0')}/${String(year).slice(-2)}`, cvc: cvc.trim() };
}

/** With the portal's own card form the new card's fields are checked; with hosted fields the provider checks them. */
export function checkoutSchema(ownCardForm: boolean) {
  return z.object({ method: z.string().check(z.minLength(1)), number: z.string(), exp: z.string(), cvc: z.string(), save: z.boolean() }).check(
    z.superRefine((values, ctx) => {
      if (!ownCardForm || values.method !== NEW_CARD) return;
      for (const [field, key] of Object.entries(cardProblems(values))) ctx.addIssue({ code: 'custom', path: [field], message: key });
    }),
  );
}
