'use client';
/**
 * The header's page-wide leaves: none draws anything for the first paint, so their code loads once
 * the page has loaded and gone idle (page-leaves-content.tsx): the route progress bar, the route
 * prefetcher, the session data loader and the real-time bridge.
 */
import { useAfterLoad } from '@/components/providers/use-after-load';
import { lazyLeaf } from '@/lib/lazy-leaf';

const Leaves = lazyLeaf(() => import('./page-leaves-content').then((m) => m.PageLeavesContent));

export function PageLeaves() {
  return useAfterLoad() ? <Leaves /> : null;
}
