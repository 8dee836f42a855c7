'use client';
/**
 * The page's query runtime (runtime.ts). On the server, one per request, for the components below.
 * In the browser the page's own, as soon as something has loaded it or else once the page has
 * loaded and gone idle (focus and reconnect refetches, the real-time bridge's updates and the
 * signed-in tools all work on it); each list takes it in a transition as it arrives, rendered in
 * slices, so no long task blocks the page meanwhile (useQueryRuntime).
 */
import { use, useEffect, useState, type ReactNode } from 'react';
import { afterLoadAndIdle } from '@/lib/after-load';
import { loadedQueryRuntime, loadQueryRuntime, QueryRuntimeContext } from './runtime';

let requestRuntime: Promise<typeof import('./request-runtime')> | undefined;

export function QueryProvider({ children }: { children: ReactNode }) {
  const server = typeof window === 'undefined' ? use((requestRuntime ??= import('./request-runtime'))) : null;
  const [runtime] = useState(() => server?.requestQueryRuntime() ?? null);
  useEffect(() => (loadedQueryRuntime() ? undefined : afterLoadAndIdle(() => void loadQueryRuntime(), 0)), []);
  return <QueryRuntimeContext.Provider value={runtime}>{children}</QueryRuntimeContext.Provider>;
}
