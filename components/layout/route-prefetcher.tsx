'use client';
/**
 * Prefetches the routes of internal links as they scroll into view or get hovered or focused,
 * through a queue of at most 4 (SPEC §9), and not at all on data-saver or 2g connections. Links
 * opt out of Next's own viewport prefetching (our Link turns it off) so this is the only prefetcher.
 * Viewport prefetching waits until the page has loaded and gone idle; hover and focus prefetch at once.
 */
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { afterLoadAndIdle } from '@/lib/after-load';
import { createPrefetchQueue, prefetchAllowed, type ConnectionInfo } from './prefetch-queue';

/** A prefetch counts as done when its request shows up in the resource timeline, or after this. */
const PREFETCH_SLOT_MS = 1_500;

function internalPath(anchor: HTMLAnchorElement): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.dataset.noPrefetch !== undefined) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return null;
  if (url.pathname === window.location.pathname) return null;
  return `${url.pathname}${url.search}`;
}

function waitForRequest(path: string): Promise<void> {
  return new Promise((resolve) => {
    const pathname = path.split('?')[0]!;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, PREFETCH_SLOT_MS);
    let observer: PerformanceObserver | undefined;
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((e) => new URL(e.name, window.location.href).pathname.startsWith(pathname))) done();
      });
      observer.observe({ type: 'resource', buffered: false });
    } catch {
      // No resource timing: the timeout frees the slot.
    }
  });
}

export function RoutePrefetcher() {
  const router = useRouter();
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    if (!prefetchAllowed(connection)) return;
    const queue = createPrefetchQueue(async (href) => {
      router.prefetch(href);
      await waitForRequest(href);
    });
    const observed = new WeakSet<Element>();
    const visible = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          visible.unobserve(entry.target);
          const path = internalPath(entry.target as HTMLAnchorElement);
          if (path) queue.enqueue(path);
        }
      },
      { rootMargin: '100px' },
    );
    const scan = () => {
      for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        if (observed.has(a)) continue;
        observed.add(a);
        visible.observe(a);
      }
    };
    const urgent = (e: Event) => {
      const anchor = (e.target as Element | null)?.closest?.('a[href]');
      const path = anchor instanceof HTMLAnchorElement ? internalPath(anchor) : null;
      if (path) queue.enqueue(path, true);
    };
    let rescan: ReturnType<typeof setTimeout> | undefined;
    const mutations = new MutationObserver(() => {
      rescan ??= setTimeout(() => {
        rescan = undefined;
        scan();
      }, 200);
    });
    const start = () => {
      scan();
      mutations.observe(document.body, { childList: true, subtree: true });
    };
    const cancel = afterLoadAndIdle(start, 3_000);
    document.addEventListener('pointerover', urgent, { passive: true });
    document.addEventListener('focusin', urgent);
    return () => {
      cancel();
      if (rescan) clearTimeout(rescan);
      visible.disconnect();
      mutations.disconnect();
      document.removeEventListener('pointerover', urgent);
      document.removeEventListener('focusin', urgent);
    };
  }, [router]);
  return null;
}
