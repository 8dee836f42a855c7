'use client';
/**
 * The account's devices (SPEC §3, §7): this browser marked, the others removable. A removed device
 * leaves the local list at once (SPEC §4) and its sessions end on the server.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormError } from '@/components/auth/form-field';
import { useAuthStatus } from '@/components/auth/use-session';
import { useErrorMessage } from '@/components/auth/use-session-actions';
import { Skeleton } from '@/components/ui/skeleton';
import { deleteDevice } from '@/lib/api/auth';
import { describeDevice } from '@/lib/device';
import type { Device } from '@/lib/models/session';
import { userKeys, userQueries } from '@/lib/queries/user';
import { useQueryContext } from '@/lib/queries/use-query-context';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { useQuery, useQueryClient } from '@/lib/queries/hooks';
import { DeviceList, deviceLabel } from './device-list';

export function DevicesPanel() {
  const t = useTranslations('account.devices');
  const ta = useTranslations('account');
  const common = useTranslations('common');
  const ctx = useQueryContext();
  const queryClient = useQueryClient();
  const describe = useErrorMessage();
  const status = useAuthStatus();
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { data: devices, isError } = useQuery({
    // Runs only in the browser (enabled once signed in), where the user agent is this device.
    ...userQueries.devices(ctx, userId ?? '', () => describeDevice(navigator.userAgent)),
    enabled: status === 'signed-in' && userId !== null,
  });

  const remove = async (target: Device) => {
    setError(null);
    setPendingId(target.deviceId);
    try {
      await deleteDevice(ctx.api, target.deviceId);
      useSessionStore.getState().removeDevice(target.deviceId);
      if (userId) queryClient.setQueryData<Device[]>(userKeys.devices(ctx.tenant.id, userId), (list) => list?.filter((d) => d.deviceId !== target.deviceId));
      toast({ title: t('removed', { device: deviceLabel(target) }), variant: 'success' });
    } catch (e) {
      setError(describe(e));
    } finally {
      setPendingId(null);
    }
  };

  if (isError)
    return (
      <p role="alert" className="text-danger">
        {ta('loadFailed')}
      </p>
    );
  return (
    <div className="max-w-3xl space-y-4">
      <p className="text-sm">{t('intro')}</p>
      <FormError message={error} />
      {!devices ? (
        <div role="status" aria-label={common('loading')} className="space-y-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : devices.length === 0 ? (
        <p className="text-fg-muted text-sm">{t('empty')}</p>
      ) : (
        <DeviceList devices={devices} label={t('listLabel')} pendingId={pendingId} onRemove={(d) => void remove(d)} />
      )}
    </div>
  );
}
