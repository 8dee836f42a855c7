/** Loads the identity a page is about; an unknown id is the 404 page (SPEC §2 'failed route check'). */
import 'server-only';
import { cache } from 'react';
import { getIdentity } from '@/lib/api/identities';
import { serverApi } from '@/lib/api/server';
import type { Identity } from '@/lib/models/identity';
import { getTenant } from '@/lib/tenant/registry';
import { orNotFound } from './or-not-found';

/** Shared by generateMetadata and the page within one request. */
export const loadIdentity = cache(async (tenantId: string, id: string): Promise<Identity> => {
  const tenant = getTenant(tenantId);
  return orNotFound(getIdentity(serverApi(tenant), tenant, id));
});
