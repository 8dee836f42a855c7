/**
 * The reference platform's test card processor (POST /api/payments/tokens): the portal's own card
 * form posts the card straight to it from the browser, with no user token and no error reporting of
 * the request (it carries the card).
 */
import { createCaller } from '@/lib/api/call';
import { createApiClient } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { CardError, type CardDetails, type CardToken, type PaymentProvider } from './provider';

export function createReferenceProvider({ base, fetch: doFetch }: { base: string; fetch?: typeof fetch }): PaymentProvider {
  const api = createCaller(createApiClient({ baseUrl: base, fetch: doFetch }));
  return {
    id: 'reference',
    async tokenize(card: CardDetails): Promise<CardToken> {
      try {
        const answer = await api('cardToken', { body: { number: card.number, exp: card.exp, cvc: card.cvc } });
        return { token: answer.token, brand: answer.brand, last4: answer.last4, expMonth: answer.expMonth, expYear: answer.expYear };
      } catch (error) {
        // A 4xx is the processor refusing this card; anything else means it could not be asked.
        if (isApiError(error) && error.status >= 400 && error.status < 500) throw new CardError(error.message, 'card_invalid');
        throw new CardError('The card processor could not be reached', 'card_provider_unavailable');
      }
    },
  };
}
