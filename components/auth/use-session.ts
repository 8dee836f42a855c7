'use client';
/** Reading the session in client components without a flash of the signed-out state. */
import { useSyncExternalStore } from 'react';
import { selectIsAuthenticated, useSessionStore } from '@/stores/session-store';

const subscribe = (onChange: () => void) => useSessionStore.persist.onFinishHydration(onChange);

/** False on the server and until the persisted session has been read from localStorage. */
export function useSessionHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => useSessionStore.persist.hasHydrated(),
    () => false,
  );
}

/** 'unknown' until hydrated, so callers can hold back rather than guess. */
export function useAuthStatus(): 'unknown' | 'signed-in' | 'signed-out' {
  const hydrated = useSessionHydrated();
  const authenticated = useSessionStore(selectIsAuthenticated);
  if (!hydrated) return 'unknown';
  return authenticated ? 'signed-in' : 'signed-out';
}
