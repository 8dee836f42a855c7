'use client';
/**
 * The browser's query runtime — React Query's core and the page's one QueryClient — is no part of a
 * page's first load. A page renders and hydrates from the data its server render sent
 * (hydration.tsx, live.ts); the runtime (browser-runtime.ts) comes with the first component that
 * uses React Query's own hooks (hooks.ts imports it), after load when a live query has to fetch, on
 * a click that needs it, and otherwise once the page has loaded and gone idle (provider.tsx).
 */
import { createContext, useContext } from 'react';
import type { DehydratedState, hydrate, InfiniteQueryObserver, notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';

export interface QueryRuntime {
  client: QueryClient;
  hydrate: typeof hydrate;
  QueryObserver: typeof QueryObserver;
  InfiniteQueryObserver: typeof InfiniteQueryObserver;
  notifyManager: typeof notifyManager;
}

/** The request's runtime on the server; in the browser the page's, once loaded; else null. */
export const QueryRuntimeContext = createContext<QueryRuntime | null>(null);

export const useQueryRuntime = (): QueryRuntime | null => useContext(QueryRuntimeContext);

let started: QueryRuntime | null = null;
let loading: Promise<QueryRuntime> | undefined;
const listeners = new Set<(runtime: QueryRuntime) => void>();
/** Server data rendered before the runtime was there: it goes into the cache when the runtime starts. */
const waiting: DehydratedState[] = [];

/** The browser's runtime, loading it if need be. */
export function loadQueryRuntime(): Promise<QueryRuntime> {
  return (loading ??= import('./browser-runtime').then((m) => m.browserQueryRuntime()));
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
