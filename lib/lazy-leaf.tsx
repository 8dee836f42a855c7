'use client';
/**
 * A component whose code loads when it first renders: what next/dynamic with `ssr: false` does,
 * without next/dynamic's own code in every page's first load. Only for leaves that render in the
 * browser alone (after load, once the session is known, on first use): on the server it would render.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export function lazyLeaf<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyLeaf(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
