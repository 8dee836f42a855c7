/**
 * Offers for the server-rendered commerce pages (public data, cached per tenant): one by id, or the
 * subscriptions on sale. null: the platform does not know it (the 404 page); undefined: it gave a
 * broken answer (the page says so and keeps its way back). An unreachable API throws instead, so a
 * failed regeneration keeps the last good page in the cache.
 */
import 'server-only';
import { reshapeProduct } from '@/lib/api/commerce';
import { isApiError, isUnavailable } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server';
import type { Product } from '@/lib/models/commerce';
import type { TenantConfig } from '@/lib/tenant/schema';

/** Offers change rarely; a minute keeps a price change visible soon. */
export const OFFER_REVALIDATE_SECONDS = 60;

export async function loadProduct(tenant: TenantConfig, id: string): Promise<Product | null | undefined> {
  if (!id) return null;
  try {
    const answer = await serverApi(tenant, OFFER_REVALIDATE_SECONDS)('subscriptionById', { params: { id } });
    return reshapeProduct(answer.content);
  } catch (error) {
    if (isUnavailable(error)) throw error;
    return isApiError(error) && (error.status === 404 || error.status === 400) ? null : undefined;
  }
}

export async function loadSubscriptions(tenant: TenantConfig): Promise<Product[] | undefined> {
  try {
    const answer = await serverApi(tenant, OFFER_REVALIDATE_SECONDS)('subscriptions', { query: {} });
    return answer.content.filter((p) => p.commerceModel !== 'ppv').map(reshapeProduct);
  } catch (error) {
    if (isUnavailable(error)) throw error;
    return undefined;
  }
}
