'use client';
/**
 * Mounts the real-time bridge once the page has loaded and gone idle, so neither the socket nor the
 * refresh of stale lists competes with the first paint and hydration; its code (with the message
 * schemas) loads then too.
 */
import { useEffect } from 'react';
import { useTenant } from '@/lib/tenant/context';
import { useQueryClient } from '@/lib/queries/hooks';
import { afterLoadAndIdle } from '@/lib/after-load';
import { nextTask } from '@/lib/next-task';

export function RealtimeBridge() {
  const queryClient = useQueryClient();
  const tenant = useTenant();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    // The schema library with the contract's shared schemas first, the bridge with its message
    // schemas in a later idle moment: loaded together, their start made one long task. (Not
    // contract/zod itself: a module imported by address brings all its exports, every zod locale.)
    const start = () =>
      void import('@/lib/api/contract/common').then(() => {
        cancel = afterLoadAndIdle(() => {
          void import('@/lib/realtime/bridge').then(async ({ startBridge }) => {
            await nextTask();
            if (!stopped) stop = startBridge(queryClient, { tenantId: tenant.id, customer: tenant.name_short, socketBase: tenant.socket_base });
          });
        }, 0);
      });
    let cancel = afterLoadAndIdle(start, 1_500);
    return () => {
      stopped = true;
      cancel();
      stop?.();
    };
  }, [queryClient, tenant.id, tenant.name_short, tenant.socket_base]);
  return null;
}
