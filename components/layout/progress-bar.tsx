'use client';
/**
 * A thin bar at the top of the page while a route change is under way: it starts on a click on an
 * internal link (or startNavigationProgress() for programmatic navigation) and completes when the
 * new path or query is rendered. Decorative: screen readers get the new page's title instead.
 * It mounts in the browser only, after load (page-leaves.tsx): useSearchParams in the server render
 * would turn the static header into a client-rendered boundary.
 */
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

const starters = new Set<() => void>();

/** For navigations that do not start with a link click (router.push from a form). */
export function startNavigationProgress() {
  starters.forEach((start) => start());
}

type Phase = 'idle' | 'loading' | 'done';

function isInternalNavigation(e: MouseEvent): boolean {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  const anchor = (e.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  const here = window.location;
  return url.origin === here.origin && (url.pathname !== here.pathname || url.search !== here.search);
}

export function ProgressBar() {
  const pathname = usePathname();
  const search = useSearchParams();
  const [phase, setPhase] = useState<Phase>('idle');
  const first = useRef(true);

  useEffect(() => {
    const start = () => setPhase('loading');
    const onClick = (e: MouseEvent) => {
      if (isInternalNavigation(e)) start();
    };
    starters.add(start);
    document.addEventListener('click', onClick);
    return () => {
      starters.delete(start);
      document.removeEventListener('click', onClick);
    };
  }, []);

  const location = `${pathname}?${search.toString()}`;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setPhase((p) => (p === 'loading' ? 'done' : p));
  }, [location]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => setPhase('idle'), 300);
    return () => clearTimeout(timer);
  }, [phase]);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-toast h-0.5">
      <div
        className="bg-accent h-full origin-left rtl:origin-right"
        style={{
          transform: `scaleX(${phase === 'idle' ? 0 : phase === 'loading' ? 0.8 : 1})`,
          opacity: phase === 'done' ? 0 : 1,
          transition:
            phase === 'loading' ? 'transform 8s cubic-bezier(0.1, 0.7, 0.2, 1)' : phase === 'done' ? 'transform 150ms ease-out, opacity 300ms 150ms' : 'none',
        }}
      />
    </div>
  );
}
