'use client';
/**
 * SPEC §2 build updates: poll builds/latest.json; after a new build, or a failed chunk load, the
 * next navigation is a full page load. A 10 s guard (SPEC §9) stops reload loops.
 */
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { publicEnv } from '@/lib/public-env';
import { shouldReload, RELOAD_GUARD_KEY } from '@/lib/build-updates';

const POLL_MS = 5 * 60 * 1000;

export function BuildWatcher() {
  const pathname = usePathname();
  const stale = useRef(false);
  const previousPath = useRef(pathname);

  useEffect(() => {
    const check = async () => {
      try {
        const res = await fetch('/builds/latest.json', { cache: 'no-store' });
        const body: unknown = await res.json();
        const id = (body as { id?: unknown }).id;
        if (typeof id === 'string' && id !== publicEnv.buildId) stale.current = true;
      } catch {
        // Offline or mid-deploy: try again at the next poll.
      }
    };
    const onChunkError = (event: ErrorEvent | PromiseRejectionEvent) => {
      const reason: unknown = 'reason' in event ? event.reason : event.error;
      const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason ?? '');
      if (/ChunkLoadError|Loading chunk|Failed to load chunk|dynamically imported module/i.test(text)) stale.current = true;
    };
    const onVisible = () => document.visibilityState === 'visible' && void check();
    const timer = window.setInterval(check, POLL_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('error', onChunkError);
    window.addEventListener('unhandledrejection', onChunkError);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('error', onChunkError);
      window.removeEventListener('unhandledrejection', onChunkError);
    };
  }, []);

  useEffect(() => {
    if (pathname === previousPath.current) return;
    previousPath.current = pathname;
    if (!stale.current) return;
    const last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
    if (!shouldReload(last, Date.now())) return;
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
    window.location.reload();
  }, [pathname]);

  return null;
}
