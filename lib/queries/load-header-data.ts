/**
 * What the header's navigation needs from the platform API: sports with events (grouped sport
 * counts) and, with the leagues view on, the leagues. Cached per tenant like every public read; a
 * failing API fails the render, so a cached page keeps its menus rather than being replaced by a
 * page without them.
 */
import 'server-only';
import { getSportCounts } from '@/lib/api/events';
import { listIdentities } from '@/lib/api/identities';
import { serverApi } from '@/lib/api/server';
import type { Identity } from '@/lib/models/identity';
import type { SportCount } from '@/lib/models/event';
import { identityLists } from './identities';
import type { TenantConfig } from '@/lib/tenant/schema';

export interface HeaderData {
  sports: SportCount[];
  leagues: Identity[];
}

export async function getHeaderData(tenant: TenantConfig): Promise<HeaderData> {
  const api = serverApi(tenant);
  const [sports, leagues] = await Promise.all([
    getSportCounts(api),
    tenant.enable_leagues_view ? listIdentities(api, tenant, identityLists.leagues()).then((p) => p.items) : Promise.resolve([]),
  ]);
  return { sports, leagues };
}
