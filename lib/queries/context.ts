/**
 * What every query function needs: a platform API caller (serverApi on the server, useApi in the
 * browser) and the tenant, whose id is part of every key and whose settings shape the answers.
 */
import type { ApiCaller } from '@/lib/api/call';
import type { PublicTenant } from '@/lib/tenant/schema';

export interface QueryContext {
  api: ApiCaller;
  tenant: Pick<PublicTenant, 'id' | 'enable_leagues_view' | 'settings' | 'resultsView'>;
}
