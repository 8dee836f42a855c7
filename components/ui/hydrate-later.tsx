'use client';
/**
 * A part of a page that React hydrates after the rest, in slices it can interrupt: the server's
 * HTML shows it from the first paint, and its hydration waits until the page around it is
 * interactive, then yields to the browser every few milliseconds instead of holding the main thread
 * for the whole page (docs/performance.md, "Hydration in slices"). For parts that need no script to
 * be read — rails, grids, lists below the banner. A click on one before it is hydrated hydrates it
 * first and is then handled.
 */
import { Activity, startTransition, useEffect, useState, type ReactNode } from 'react';

export function HydrateLater({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  // Until it is hydrated, the part keeps the content it was first rendered with (the server's): a
  // boundary still waiting that is handed new content is hydrated at once, at the priority of the
  // update that brought it — the render right after hydration, or an answer's — in one long task.
  const [first] = useState(() => <Part onHydrated={setHydrated}>{children}</Part>);
  return hydrated ? <Part onHydrated={setHydrated}>{children}</Part> : first;
}

function Part({ children, onHydrated }: { children: ReactNode; onHydrated: (hydrated: true) => void }) {
  // A visible Activity boundary renders inline on the server (no fallback, nothing streamed apart)
  // and hydrates in the browser at offscreen priority, time-sliced, as a Suspense boundary would.
  return (
    <Activity>
      {children}
      <Hydrated onHydrated={onHydrated} />
    </Activity>
  );
}

/** Tells the part once its boundary is hydrated; the newer content then follows in slices. */
function Hydrated({ onHydrated }: { onHydrated: (hydrated: true) => void }) {
  useEffect(() => startTransition(() => onHydrated(true)), [onHydrated]);
  return null;
}
