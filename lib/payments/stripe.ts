/**
 * Stripe as the payment provider: Stripe.js (loaded from Stripe, only on a checkout) draws the card
 * field in its own frame and turns it into a token; the card never touches the portal's code.
 * The loader is injectable so the adapter is testable without reaching Stripe.
 */
import type { loadStripe as LoadStripe, StripeCardElement } from '@stripe/stripe-js';
import { CardError, type CardToken, type HostedFields, type PaymentProvider } from './provider';

interface StripeOptions {
  publicKey: string;
  /** Defaults to @stripe/stripe-js's loadStripe, imported on first use. */
  load?: typeof LoadStripe;
}

const defaultLoad: typeof LoadStripe = async (...args) => (await import('@stripe/stripe-js')).loadStripe(...args);

export function createStripeProvider({ publicKey, load = defaultLoad }: StripeOptions): PaymentProvider {
  return {
    id: 'stripe',
    async mountFields(element, { locale }): Promise<HostedFields> {
      const stripe = await load(publicKey).catch(() => null);
      if (!stripe) throw new CardError('Stripe.js could not be loaded', 'card_provider_unavailable');
      const card: StripeCardElement = stripe.elements({ locale: locale as 'auto' }).create('card');
      card.mount(element);
      return {
        async tokenize(): Promise<CardToken> {
          const { token, error } = await stripe.createToken(card);
          if (error || !token?.card) throw new CardError(error?.message ?? 'The card was not accepted', 'card_invalid');
          return {
            token: token.id,
            brand: token.card.brand.toLowerCase(),
            last4: token.card.last4,
            expMonth: token.card.exp_month,
            expYear: token.card.exp_year,
          };
        },
        unmount: () => card.destroy(),
      };
    },
  };
}
