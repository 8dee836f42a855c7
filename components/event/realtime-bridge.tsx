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

export function RealtimeBridge() {
  const queryClient = useQueryClient();
  const tenant = useTenant();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    const start = () =>
      void import('@/lib/realtime/bridge').then(({ startBridge }) => {
        if (!stopped) stop = startBridge(queryClient, { tenantId: tenant.id, customer: tenant.name_short, socketBase: tenant.socket_base });
      });
    const cancel = afterLoadAndIdle(start, 1_500);
    return () => {
      stopped = true;
      cancel();
      stop?.();
    };
  }, [queryClient, tenant.id, tenant.name_short, tenant.socket_base]);
  return null;
}
