'use client';
/**
 * Hydrates the persisted session and keeps the session cookie (read by the proxy's guards) in
 * step with it. The store is the source of truth: when the two disagree — a cookie left behind
 * after localStorage was cleared, or a session the cookie does not know — the cookie is rewritten
 * and the route re-checked. Other tabs' sign-in and sign-out arrive through the storage event.
 */
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { inNextTask } from '@/lib/next-task';
import { decodeSessionCookie, SESSION_COOKIE, sessionCookieString, type SessionCookie } from '@/lib/session/cookie';
import { selectIsAuthenticated, SESSION_STORAGE_KEY, useSessionStore, type SessionState } from '@/stores/session-store';

function wantedCookie(s: SessionState): SessionCookie | null {
  return selectIsAuthenticated(s) && s.user ? { uid: s.user.id, club: s.user.favoriteClubId !== null } : null;
}

function currentCookie(): SessionCookie | null {
  const raw = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  return decodeSessionCookie(raw);
}

/** Writes the cookie when it differs from the store; true when it changed. */
function reconcile(): boolean {
  const want = wantedCookie(useSessionStore.getState());
  const have = currentCookie();
  if (want?.uid === have?.uid && want?.club === have?.club) return false;
  document.cookie = sessionCookieString(want, window.location.protocol === 'https:');
  return true;
}

export function SessionSync() {
  const router = useRouter();
  // A task after the hydration's commit: the rehydration and the cookie read are work of their own.
  useEffect(
    () =>
      inNextTask(() => {
        const { persist } = useSessionStore;
        const unsubHydrate = persist.onFinishHydration(() => {
          if (reconcile()) router.refresh();
        });
        void persist.rehydrate();
        const unsubStore = useSessionStore.subscribe((state, prev) => {
          if (persist.hasHydrated() && (state.user !== prev.user || state.token !== prev.token)) reconcile();
        });
        const onStorage = (e: StorageEvent) => {
          if (e.key === SESSION_STORAGE_KEY) void persist.rehydrate();
        };
        window.addEventListener('storage', onStorage);
        return () => {
          unsubHydrate();
          unsubStore();
          window.removeEventListener('storage', onStorage);
        };
      }),
    [router],
  );
  return null;
}
