/** Loads the identity a page is about; an unknown id is the 404 page (SPEC §2 'failed route check'). */
import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { isApiError } from '@/lib/api/errors';
import { getIdentity } from '@/lib/api/identities';
import { serverApi } from '@/lib/api/server';
import type { Identity } from '@/lib/models/identity';
import { getTenant } from '@/lib/tenant/registry';

/** Shared by generateMetadata and the page within one request. */
export const loadIdentity = cache(async (tenantId: string, id: string): Promise<Identity> => {
  const tenant = getTenant(tenantId);
  try {
    return await getIdentity(serverApi(tenant), tenant, id);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
});
