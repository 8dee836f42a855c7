import { useId, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False during the server render and hydration, true afterwards: for values only the browser knows. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * True when the component was first rendered on the server and then hydrated, false when it mounted
 * in the browser — with no render after hydration, where useHydrated() renders once more. React's
 * ids tell it: `_R_…_` on the server and while hydrating, `_r_…_` for a browser mount
 * (tests/components/hydrate-later.test.tsx holds this React to it).
 */
export function useServerRendered(): boolean {
  return isServerRenderedId(useId());
}

/** Whether an id from useId() was handed out on the server or while hydrating (see useServerRendered). */
export const isServerRenderedId = (id: string): boolean => /R_[0-9a-vH]*_$/.test(id);
