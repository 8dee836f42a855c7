'use client';
/**
 * The browser's query runtime — React Query's core and the page's one QueryClient — is no part of a
 * page's first load. A page renders and hydrates from the data its server render sent
 * (hydration.tsx, live.ts); the runtime (browser-runtime.ts) comes with the first component that
 * uses React Query's own hooks (hooks.ts imports it), after load when a live query has to fetch, on
 * a click that needs it, and otherwise once the page has loaded and gone idle (provider.tsx).
 */
import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { importSoon, nextTask } from '@/lib/next-task';
import { useServerRendered } from '@/lib/use-hydrated';
import type { DehydratedState, hydrate, InfiniteQueryObserver, notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';

export interface QueryRuntime {
  client: QueryClient;
  hydrate: typeof hydrate;
  QueryObserver: typeof QueryObserver;
  InfiniteQueryObserver: typeof InfiniteQueryObserver;
  notifyManager: typeof notifyManager;
}

/** The request's runtime on the server (provider.tsx); none in the browser, where each component follows the runtime's arrival. */
export const QueryRuntimeContext = createContext<QueryRuntime | null>(null);

let started: QueryRuntime | null = null;
let loading: Promise<QueryRuntime> | undefined;
const listeners = new Set<(runtime: QueryRuntime) => void>();
/** Server data rendered before the runtime was there: it goes into the cache when the runtime starts. */
const waiting: DehydratedState[] = [];

/** The browser's runtime, loading it if need be. */
export function loadQueryRuntime(): Promise<QueryRuntime> {
  // Asked for from a hydration's effects: the chunks' requests in a task of their own, then React
  // Query's evaluation, and the client's start with the server data it takes, in two more.
  return (loading ??= importSoon(() => import('./browser-runtime')).then(async (m) => {
    await nextTask();
    return m.browserQueryRuntime();
  }));
}

export const loadedQueryRuntime = (): QueryRuntime | null => started;

/** For browser-runtime.ts when it creates the runtime: hands over the waiting server data. */
export function runtimeStarted(runtime: QueryRuntime): DehydratedState[] {
  started = runtime;
  loading ??= Promise.resolve(runtime);
  // Told after the render that may have created it (a component using hooks.ts), not during it.
  queueMicrotask(() => listeners.forEach((listener) => listener(runtime)));
  return waiting.splice(0);
}

export function onQueryRuntime(listener: (runtime: QueryRuntime) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Server data for the browser's cache: now if the runtime is there, else when it starts. */
export function hydrateWhenStarted(state: DehydratedState): void {
  if (started) started.hydrate(started.client, state);
  else if (!waiting.includes(state)) waiting.push(state);
}

/**
 * The runtime for this component: the request's on the server; in the browser none while it
 * hydrates (it renders the server's copy, as the server did), then the page's, taken in a transition
 * once it is there; a component mounted in the browser takes it at once. Each component follows the
 * arrival itself rather than through a context that changes: a changed context reaches every part
 * of the page still waiting to hydrate and hydrates it at once (components/ui/hydrate-later.tsx).
 */
export function useQueryRuntime(): QueryRuntime | null {
  const given = useContext(QueryRuntimeContext);
  const fromServer = useServerRendered();
  const [arrived, setArrived] = useState<QueryRuntime | null>(() => (fromServer ? null : started));
  const current = given ?? arrived;
  useEffect(() => {
    if (current) return;
    let live = true;
    const take = (runtime: QueryRuntime) => live && startTransition(() => setArrived(runtime));
    const stop = onQueryRuntime(take);
    const loaded = started;
    if (loaded) queueMicrotask(() => take(loaded));
    return () => {
      live = false;
      stop();
    };
  }, [current]);
  return current;
}
