/**
 * A part of a page that React hydrates after the rest, in slices it can interrupt: the server's
 * HTML shows it from the first paint, and its hydration waits until the page around it is
 * interactive, then yields to the browser every few milliseconds instead of holding the main thread
 * for the whole page (docs/performance.md, "Hydration in slices"). For parts that need no script to
 * be read — rails, grids, lists below the banner. A click on one before it is hydrated hydrates it
 * first and is then handled.
 */
import { Activity, type ReactNode } from 'react';

export function HydrateLater({ children }: { children: ReactNode }) {
  // A visible Activity boundary renders inline on the server (no fallback, nothing streamed apart)
  // and hydrates in the browser at offscreen priority, time-sliced, as a Suspense boundary would.
  return <Activity>{children}</Activity>;
}
