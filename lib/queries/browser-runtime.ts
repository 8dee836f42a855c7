/** The browser's query runtime (runtime.ts): one QueryClient per page, mounted for good. */
import { hydrate, InfiniteQueryObserver, notifyManager, QueryObserver } from '@tanstack/react-query';
import { makeQueryClient } from './query-client';
import { runtimeStarted, type QueryRuntime } from './runtime';

let runtime: QueryRuntime | undefined;

/** Never on the server, where a client lives for one request (provider.tsx). */
export function browserQueryRuntime(): QueryRuntime {
  if (!runtime) {
    const client = makeQueryClient();
    client.mount();
    runtime = { client, hydrate, QueryObserver, InfiniteQueryObserver, notifyManager };
    for (const state of runtimeStarted(runtime)) hydrate(client, state);
  }
  return runtime;
}
