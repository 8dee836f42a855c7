'use client';
/**
 * The results the browser's queries leave out (docs/fan-features.md "Spoiler-free viewing"): until
 * the viewer's mode is read, the server page's own (every result, or none); then the mode's, with
 * the viewer's follows (the session's, kept across reloads) and the games they revealed.
 */
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useTenant } from '@/lib/tenant/context';
import { useSessionStore, type SessionState } from '@/stores/session-store';
import { useSpoilerStore } from '@/stores/spoiler-store';
import type { ResultsView } from '@/lib/api/contract/results';

/** A follow covers its own id and the identities under it (a league's teams). */
const followedIds = (s: Pick<SessionState, 'followed'>): string[] => [...new Set(Object.values(s.followed).flatMap((f) => [f.id, ...f.identitiesId]))];

export function useResultsView(): ResultsView | undefined {
  const tenant = useTenant();
  const { loaded, cookieMode, revealed } = useSpoilerStore(useShallow((s) => ({ loaded: s.loaded, cookieMode: s.cookieMode, revealed: s.revealed })));
  const followed = useSessionStore(useShallow(followedIds));
  const mode = cookieMode ?? tenant.spoiler_free_default;
  return useMemo(() => {
    if (!loaded) return tenant.resultsView;
    return mode === 'off' ? undefined : { mode, followed, revealed };
  }, [loaded, mode, followed, revealed, tenant.resultsView]);
}
