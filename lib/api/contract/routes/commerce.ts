/** The commerce calls (SPEC §7): an event's options, products, contracts, payments and cards. */
import * as commerce from '../commerce';
import { idParamsSchema } from '../events';
import { route } from './route';
import type { AreaRoutes } from './areas';

export const commerceRoutes = {
  commerceOptions: route({
    method: 'GET',
    path: '/api/event/get_commerce_options',
    auth: 'optional',
    query: commerce.commerceOptionsQuerySchema,
    answer: commerce.commerceOptionsAnswerSchema,
  }),
  // Commerce
  subscriptions: route({
    method: 'GET',
    path: '/api/commerce/get_subscriptions',
    auth: 'optional',
    query: commerce.subscriptionsQuerySchema,
    answer: commerce.productsAnswerSchema,
  }),
  subscriptionById: route({
    method: 'GET',
    path: '/api/commerce/get_subscriptions_by_id/id/:id',
    auth: 'optional',
    params: idParamsSchema,
    answer: commerce.productAnswerSchema,
  }),
  customerContracts: route({
    method: 'GET',
    path: '/api/commerce/customer_contracts',
    auth: 'required',
    query: commerce.contractsQuerySchema,
    answer: commerce.contractsAnswerSchema,
  }),
  customerContractById: route({
    method: 'GET',
    path: '/api/commerce/get_customer_subscriptions_by_id/id/:id',
    auth: 'required',
    params: idParamsSchema,
    answer: commerce.contractAnswerSchema,
  }),
  cancelContract: route({
    method: 'POST',
    path: '/api/commerce/cancel_contract',
    auth: 'required',
    body: commerce.cancelContractRequestSchema,
    answer: commerce.contractAnswerSchema,
  }),
  subscribeByStoredCard: route({
    method: 'POST',
    path: '/api/commerce/subscribe_by_stored_cc',
    auth: 'required',
    body: commerce.subscribeByStoredCardRequestSchema,
    answer: commerce.paymentResultAnswerSchema,
  }),
  checkout: route({
    method: 'POST',
    path: '/api/commerce/subscription_checkout',
    auth: 'required',
    body: commerce.checkoutRequestSchema,
    answer: commerce.paymentResultAnswerSchema,
  }),
  redeemAccessCode: route({
    method: 'POST',
    path: '/api/commerce/redeem_access_code',
    auth: 'required',
    body: commerce.redeemAccessCodeRequestSchema,
    answer: commerce.paymentResultAnswerSchema,
  }),
  payments: route({ method: 'GET', path: '/api/commerce/payments', auth: 'required', answer: commerce.paymentsAnswerSchema }),
  storedCards: route({ method: 'GET', path: '/api/commerce/stored_cards', auth: 'required', answer: commerce.storedCardsAnswerSchema }),
  cardToken: route({
    method: 'POST',
    path: '/api/payments/tokens',
    auth: 'none',
    body: commerce.cardTokenRequestSchema,
    answer: commerce.cardTokenAnswerSchema,
  }),
} as const satisfies AreaRoutes<'commerce'>;
