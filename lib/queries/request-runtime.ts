/** The query runtime of one server render (provider.tsx): its own QueryClient, as React Query asks. */
import { hydrate, InfiniteQueryObserver, notifyManager, QueryObserver } from '@tanstack/react-query';
import { makeQueryClient } from './query-client';
import type { QueryRuntime } from './runtime';

export function requestQueryRuntime(): QueryRuntime {
  return { client: makeQueryClient(), hydrate, QueryObserver, InfiniteQueryObserver, notifyManager };
}
