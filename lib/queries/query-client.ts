/**
 * React Query defaults of SPEC §9: stale after 5 s, discarded after 5 min, refetch on focus,
 * reconnect and mount. The 5 minutes are the browser's: on the server a client lives for one render,
 * and a discard timer would keep it, its data and its request alive for 5 minutes after the answer
 * (thousands of renders' worth under load), so there nothing is timed and the client goes with its
 * render.
 */
import { isServer, QueryClient } from '@tanstack/react-query';
import { isUnavailable } from '@/lib/api/errors';
import { STALE_MS } from './defaults';

const MAX_RETRIES = 3;

/**
 * A failed query is tried again (up to 3 times, React Query's backoff) only when the API was out of
 * reach or overloaded; a refusal (4xx) or a malformed answer would come back the same, and be
 * reported again each time (SPEC §8 reports it once).
 */
export const shouldRetry = (failures: number, error: unknown) => failures < MAX_RETRIES && isUnavailable(error);

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_MS,
        gcTime: isServer ? Infinity : 5 * 60_000,
        // The server's render has a deadline instead (lib/api/server.ts).
        retry: isServer ? false : shouldRetry,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        refetchOnMount: true,
      },
    },
  });
}
