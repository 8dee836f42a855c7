/**
 * The headers of the browser's API calls for a spoiler-free viewer (an extension the reference API
 * honours: server/domain/results.ts), so that the platform's JSON carries no result either. Sent
 * only to a platform on the portal's own origin (api_base a path): another origin would have to
 * allow them in its CORS policy first, and the page never shows a hidden result anyway.
 */
import type { PublicTenant } from '@/lib/tenant/schema';
import { useSpoilerStore } from '@/stores/spoiler-store';
import { RESULTS_HEADER, REVEAL_HEADER } from '@/lib/api/contract/results';

export function resultsHeaders(tenant: Pick<PublicTenant, 'api_base' | 'spoiler_free_default' | 'resultsView'>): Record<string, string> {
  if (!tenant.api_base.startsWith('/')) return {};
  const { loaded, cookieMode, revealed } = useSpoilerStore.getState();
  // Until the cookie is read, what the server's page is: with results or without.
  const mode = loaded ? (cookieMode ?? tenant.spoiler_free_default) : tenant.resultsView ? 'all' : 'off';
  if (mode === 'off') return {};
  return { [RESULTS_HEADER]: mode, ...(revealed.length > 0 ? { [REVEAL_HEADER]: revealed.join(',') } : {}) };
}
