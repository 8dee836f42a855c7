'use client';
/**
 * A thin bar at the top of the page while a route change is under way: it starts when a link is
 * followed in the page or a programmatic navigation begins (lib/navigation-progress.ts) and
 * completes when the new path or query is rendered. Decorative: screen readers get the new page's title instead.
 * It mounts in the browser only, after load (page-leaves.tsx): useSearchParams in the server render
 * would turn the static header into a client-rendered boundary.
 */
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { onNavigationStart } from '@/lib/navigation-progress';

type Phase = 'idle' | 'loading' | 'done';

export function ProgressBar() {
  const pathname = usePathname();
  const search = useSearchParams();
  const [phase, setPhase] = useState<Phase>('idle');
  const first = useRef(true);

  useEffect(() => onNavigationStart(() => setPhase('loading')), []);

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
