'use client';
/**
 * Follows a click on a portal link (lib/i18n/navigation.tsx marks them `data-nav`) without reloading
 * the page, as next/link does for each of its links, with one listener for the whole page. The
 * browser keeps what is its own: a click with a modifier key or another button, a link to another
 * target or a download, one a handler has already handled, and a jump to an anchor of this page.
 */
import { useRouter } from 'next/navigation';
import { useLayoutEffect } from 'react';
import { startNavigationProgress } from '@/lib/navigation-progress';

/** The address a click follows in the page, or null when the browser follows it itself. */
function followedInPage(e: MouseEvent): URL | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const anchor = (e.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.dataset.nav === undefined) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  const here = window.location;
  if (url.origin !== here.origin) return null;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return url;
}

export function ClientNavigation() {
  const router = useRouter();
  // In the commit that hydrates the links, so none is clickable without it.
  useLayoutEffect(() => {
    const onClick = (e: MouseEvent) => {
      const url = followedInPage(e);
      if (!url) return;
      e.preventDefault();
      if (url.pathname !== window.location.pathname || url.search !== window.location.search) startNavigationProgress();
      router.push(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
  return null;
}
