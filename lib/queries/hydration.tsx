'use client';
/**
 * React Query's HydrationBoundary for the lazily loaded runtime (runtime.ts): the server's
 * dehydrated queries go into the runtime's cache when it is there — those new to it during render,
 * newer data for known ones after commit, as HydrationBoundary does — or when it starts; until then
 * live queries (live.ts) read them from here.
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import { hydrateWhenStarted, useQueryRuntime } from './runtime';

export type DehydratedQuery = DehydratedState['queries'][number];

const HydratedQueries = createContext<ReadonlyMap<string, DehydratedQuery>>(new Map());

/** The server's copy of a query (by its hash), if a QueryHydration above sent one. */
export const useHydratedQuery = (queryHash: string): DehydratedQuery | undefined => useContext(HydratedQueries).get(queryHash);

export function QueryHydration({ state, children }: { state: DehydratedState; children: ReactNode }) {
  const runtime = useQueryRuntime();
  const outer = useContext(HydratedQueries);
  const queries = useMemo(() => new Map([...outer, ...state.queries.map((q) => [q.queryHash, q] as const)]), [outer, state]);
  const newer = useMemo(() => {
    if (!runtime) {
      if (typeof window !== 'undefined') hydrateWhenStarted(state);
      return [];
    }
    const cache = runtime.client.getQueryCache();
    const unknown = state.queries.filter((q) => !cache.get(q.queryHash));
    if (unknown.length > 0) runtime.hydrate(runtime.client, { mutations: [], queries: unknown });
    return state.queries.filter((q) => q.state.dataUpdatedAt > (cache.get(q.queryHash)?.state.dataUpdatedAt ?? Infinity));
  }, [runtime, state]);
  useEffect(() => {
    if (runtime && newer.length > 0) runtime.hydrate(runtime.client, { mutations: [], queries: newer });
  }, [runtime, newer]);
  return <HydratedQueries.Provider value={queries}>{children}</HydratedQueries.Provider>;
}
