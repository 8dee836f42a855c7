'use client';
/**
 * A part of a page that React hydrates after the rest, in slices it can interrupt, and only once it
 * comes near the viewport: the server's HTML shows it from the first paint, and a part below the
 * fold costs the main thread nothing until the viewer scrolls towards it (docs/performance.md,
 * "Hydration in slices"). For parts that need no script to be read — rails, grids, lists below the
 * banner. A click on one before it is hydrated hydrates it first and is then handled.
 */
import { Activity, startTransition, use, useEffect, useId, useState, type ReactNode } from 'react';
import { isServerRenderedId } from '@/lib/use-hydrated';

export function HydrateLater({ children }: { children: ReactNode }) {
  const id = useId();
  // Only a part the server rendered waits for the viewport; one mounted in the browser renders at once.
  const [wait] = useState(() => (isServerRenderedId(id) ? new NearViewport(id) : null));
  const [hydrated, setHydrated] = useState(false);
  // Until it is hydrated, the part keeps the content it was first rendered with (the server's): a
  // boundary still waiting that is handed new content is hydrated at once, at the priority of the
  // update that brought it — the render right after hydration, or an answer's — in one long task.
  const [first] = useState(() => (
    <Part id={id} wait={wait} onHydrated={setHydrated}>
      {children}
    </Part>
  ));
  return hydrated ? (
    <Part id={id} wait={null} onHydrated={setHydrated}>
      {children}
    </Part>
  ) : (
    first
  );
}

interface PartProps {
  id: string;
  wait: NearViewport | null;
  onHydrated: (hydrated: true) => void;
  children: ReactNode;
}

function Part({ id, wait, onHydrated, children }: PartProps) {
  // A visible Activity boundary renders inline on the server (no fallback, nothing streamed apart)
  // and hydrates in the browser at offscreen priority, time-sliced, as a Suspense boundary would; a
  // child that suspends while it hydrates leaves the server's HTML in place until it resumes.
  return (
    <Activity>
      <WaitForViewport id={id} wait={wait} />
      {children}
      <Hydrated onHydrated={onHydrated} />
    </Activity>
  );
}

/**
 * First in the part, so nothing else in it is hydrated while it waits. It waits once, while the
 * page hydrates: React renders it again only when something forces the part to hydrate (a click in
 * it, a context that changed), and then it lets the part hydrate. Its `<template>` (no box, no
 * layout) marks where the part's HTML starts.
 */
function WaitForViewport({ id, wait }: { id: string; wait: NearViewport | null }) {
  use(wait?.promise() ?? NOW);
  return <template id={id} />;
}

/** Tells the part once its boundary is hydrated; the newer content then follows in slices. */
function Hydrated({ onHydrated }: { onHydrated: (hydrated: true) => void }) {
  useEffect(() => startTransition(() => onHydrated(true)), [onHydrated]);
  return null;
}

/** How far outside the viewport a part starts to hydrate: a scroll should find it hydrated. */
const NEAR = '400px 0px';

/** A promise `use` reads as settled without suspending (React's own marks). */
const NOW = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/** Waits until one of the part's elements (those after its marker) comes near the viewport. */
class NearViewport {
  private near: Promise<void> | undefined;
  private isNear = false;
  constructor(private readonly id: string) {}

  /**
   * What the part waits for: the first time, while its server HTML is in the document, its coming
   * near; again only once it has (React reads it again when it resumes); any other time, nothing.
   */
  promise(): Promise<void> {
    if (this.near) return this.isNear ? this.near : NOW;
    const elements = typeof document === 'undefined' ? [] : partElements(document.getElementById(this.id));
    if (elements.length === 0 || typeof IntersectionObserver === 'undefined') return (this.near = NOW);
    return (this.near = new Promise<void>((resolve) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          this.isNear = true;
          resolve();
        },
        { rootMargin: NEAR },
      );
      elements.forEach((element) => observer.observe(element));
    }));
  }
}

/** The elements from the marker to the end of its Activity boundary (React's `<!--/&-->` comment). */
function partElements(marker: Element | null): Element[] {
  const elements: Element[] = [];
  let depth = 0;
  for (let node = marker?.nextSibling ?? null; node; node = node.nextSibling) {
    if (node.nodeType === Node.COMMENT_NODE) {
      const data = (node as Comment).data;
      if (data === '&') depth += 1;
      else if (data === '/&' && depth-- === 0) break;
    } else if (node instanceof Element) elements.push(node);
  }
  return elements;
}
