'use client';
/** Mounts the real-time bridge once the page is idle, so the socket never competes with the first paint. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startBridge } from '@/lib/realtime/bridge';
import { useTenant } from '@/lib/tenant/context';

export function RealtimeBridge() {
  const queryClient = useQueryClient();
  const tenant = useTenant();
  useEffect(() => {
    let stop: (() => void) | undefined;
    const start = () => {
      stop = startBridge(queryClient, { tenantId: tenant.id, customer: tenant.name_short, socketBase: tenant.socket_base });
    };
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle ? window.requestIdleCallback(start, { timeout: 2_000 }) : window.setTimeout(start, 1_000);
    return () => {
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      stop?.();
    };
  }, [queryClient, tenant.id, tenant.name_short, tenant.socket_base]);
  return null;
}
