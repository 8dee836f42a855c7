/**
 * The start of a route change, for the route progress bar (components/layout/progress-bar.tsx),
 * which loads after the page: a followed link (components/providers/client-navigation.tsx) and
 * programmatic navigation (a search submitted) call startNavigationProgress().
 */
const starters = new Set<() => void>();

export function startNavigationProgress(): void {
  starters.forEach((start) => start());
}

/** Calls `start` at every route change from now on; returns the unsubscribe. */
export function onNavigationStart(start: () => void): () => void {
  starters.add(start);
  return () => starters.delete(start);
}
