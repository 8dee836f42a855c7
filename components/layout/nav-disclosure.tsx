'use client';
/**
 * A disclosure for header menus (sports, leagues, the mobile menu) on <details>: it works before
 * any script runs; once hydrated it also closes on navigation, Escape and a click outside.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { usePathname } from '@/lib/i18n/navigation-hooks';
import { cn } from '@/lib/cn';

interface NavDisclosureProps {
  summary: ReactNode;
  children: ReactNode;
  className?: string;
  summaryClassName?: string;
  /** Placement, size and padding of the panel. */
  panelClassName?: string;
}

export function NavDisclosure({ summary, children, className, summaryClassName, panelClassName }: NavDisclosureProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const close = (e: Event) => {
      const el = ref.current;
      if (!el?.open) return;
      if (e instanceof KeyboardEvent) {
        if (e.key !== 'Escape') return;
        el.open = false;
        el.querySelector('summary')?.focus();
      } else if (!el.contains(e.target as Node)) {
        el.open = false;
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, []);

  return (
    <details ref={ref} className={cn('group relative', className)}>
      <summary className={cn('flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden', summaryClassName)}>
        {summary}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition-transform group-open:rotate-180" fill="currentColor">
          <path d="M5.5 7.5L10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" />
        </svg>
      </summary>
      {/* Not displayed while closed: Chromium otherwise styles and lays out a closed <details>' content
          in a pass after the page's first layout, the header's three menus 10–15 ms of every load. */}
      <div className={cn('bg-surface-raised border-line z-overlay absolute mt-2 hidden rounded-lg border shadow-xl group-open:block', panelClassName)}>
        {children}
      </div>
    </details>
  );
}
