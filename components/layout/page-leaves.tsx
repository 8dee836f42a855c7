'use client';
/**
 * The header's page-wide leaves: none draws anything for the first paint, so their code loads once
 * the page has loaded and gone idle (page-leaves-content.tsx): the route progress bar, the route
 * prefetcher, the session data loader and the real-time bridge.
 */
import dynamic from 'next/dynamic';
import { useAfterLoad } from '@/components/providers/use-after-load';

const Leaves = dynamic(() => import('./page-leaves-content').then((m) => m.PageLeavesContent), { ssr: false });

export function PageLeaves() {
  return useAfterLoad() ? <Leaves /> : null;
}
