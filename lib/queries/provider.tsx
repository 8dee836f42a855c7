'use client';
/**
 * The page's query runtime for the components below (runtime.ts). On the server, one per request.
 * In the browser, none while the page hydrates; then the page's own, as soon as something has
 * loaded it or else once the page has loaded and gone idle (focus and reconnect refetches, the
 * real-time bridge's updates and the signed-in tools all work on it). Its arrival re-renders every
 * list on the page: a transition, rendered in slices, so no long task blocks the page meanwhile.
 */
import { startTransition, use, useEffect, useState, type ReactNode } from 'react';
import { afterLoadAndIdle } from '@/lib/after-load';
import { loadedQueryRuntime, loadQueryRuntime, onQueryRuntime, QueryRuntimeContext, type QueryRuntime } from './runtime';

let requestRuntime: Promise<typeof import('./request-runtime')> | undefined;

export function QueryProvider({ children }: { children: ReactNode }) {
  const server = typeof window === 'undefined' ? use((requestRuntime ??= import('./request-runtime'))) : null;
  const [runtime, setRuntime] = useState<QueryRuntime | null>(() => server?.requestQueryRuntime() ?? null);
  useEffect(() => {
    if (runtime) return;
    const stop = onQueryRuntime((started) => startTransition(() => setRuntime(started)));
    const loaded = loadedQueryRuntime();
    const cancel = loaded ? () => undefined : afterLoadAndIdle(() => void loadQueryRuntime(), 0);
    if (loaded) queueMicrotask(() => startTransition(() => setRuntime(loaded)));
    return () => {
      stop();
      cancel();
    };
  }, [runtime]);
  return <QueryRuntimeContext.Provider value={runtime}>{children}</QueryRuntimeContext.Provider>;
}
