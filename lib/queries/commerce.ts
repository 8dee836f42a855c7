/**
 * The paid side's query keys and options. Offers are public (per tenant); contracts, cards and
 * payments are the signed-in user's (per tenant and user), so one user never reads another's cache.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getContract, getProduct, listContracts, listPayments, listStoredCards } from '@/lib/api/commerce';
import type { QueryContext } from './context';
import { eventKeys } from './events';

export const commerceKeys = {
  all: (tenant: string) => ['commerce', tenant] as const,
  product: (tenant: string, id: string) => ['commerce', tenant, 'product', id] as const,
  user: (tenant: string, userId: string) => ['commerce', tenant, 'user', userId] as const,
  contracts: (tenant: string, userId: string) => ['commerce', tenant, 'user', userId, 'contracts'] as const,
  contract: (tenant: string, userId: string, id: string) => ['commerce', tenant, 'user', userId, 'contract', id] as const,
  cards: (tenant: string, userId: string) => ['commerce', tenant, 'user', userId, 'cards'] as const,
  payments: (tenant: string, userId: string) => ['commerce', tenant, 'user', userId, 'payments'] as const,
};

export const commerceQueries = {
  product: (ctx: QueryContext, id: string) =>
    queryOptions({ queryKey: commerceKeys.product(ctx.tenant.id, id), queryFn: ({ signal }) => getProduct(ctx.api, id, signal) }),
  contracts: (ctx: QueryContext, userId: string) =>
    queryOptions({ queryKey: commerceKeys.contracts(ctx.tenant.id, userId), queryFn: ({ signal }) => listContracts(ctx.api, signal) }),
  contract: (ctx: QueryContext, userId: string, id: string) =>
    queryOptions({ queryKey: commerceKeys.contract(ctx.tenant.id, userId, id), queryFn: ({ signal }) => getContract(ctx.api, id, signal) }),
  cards: (ctx: QueryContext, userId: string) =>
    queryOptions({ queryKey: commerceKeys.cards(ctx.tenant.id, userId), queryFn: ({ signal }) => listStoredCards(ctx.api, signal) }),
  payments: (ctx: QueryContext, userId: string) =>
    queryOptions({ queryKey: commerceKeys.payments(ctx.tenant.id, userId), queryFn: ({ signal }) => listPayments(ctx.api, signal) }),
};

/**
 * After a purchase settles: the user's contracts, cards and payments, and everything that carries
 * isEventAvailableForUser (event details and their commerce options) are out of date, so an event
 * opens without a reload.
 */
export function invalidateAfterPurchase(queryClient: QueryClient, tenantId: string, userId: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: commerceKeys.user(tenantId, userId) }),
    queryClient.invalidateQueries({ queryKey: eventKeys.details(tenantId) }),
    queryClient.invalidateQueries({ queryKey: eventKeys.commerceAll(tenantId) }),
  ]).then(() => undefined);
}
