/**
 * React Query defaults of SPEC §9: stale after 5 s, discarded after 5 min, refetch on focus,
 * reconnect and mount. The 5 minutes are the browser's: on the server a client lives for one render,
 * and a discard timer would keep it, its data and its request alive for 5 minutes after the answer
 * (thousands of renders' worth under load), so there nothing is timed and the client goes with its
 * render.
 */
import { isServer, QueryClient } from '@tanstack/react-query';

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        gcTime: isServer ? Infinity : 5 * 60_000,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        refetchOnMount: true,
      },
    },
  });
}
