'use client';
/**
 * The device-limit page (SPEC §2 /auth/login/limit, §4): the account's devices, listed with the
 * restricted token from this tab's pending store (a `data` query from an old link is taken into it
 * and out of the address bar); removing one finishes the sign-in. Missing or garbled data gets a
 * clear message and a way back, never a crash.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { DeviceList } from '@/components/account/device-list';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/lib/i18n/navigation';
import { useRouter } from '@/lib/i18n/navigation-hooks';
import type { Device } from '@/lib/models/session';
import { useHydrated } from '@/lib/use-hydrated';
import { isDeviceLimitError, type LimitData } from '@/lib/session/device-limit';
import { loadLimitDevices, removeDeviceAndSignIn } from '@/lib/session/limit-flow';
import { browserPendingLimitStore, takePendingLimit } from '@/lib/session/limit-pending';
import { AuthNotice } from './auth-card';
import { FormError } from './form-field';
import { useErrorMessage, useSessionActions } from './use-session-actions';

export function LimitSkeleton() {
  return (
    <div className="space-y-2">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

export function LimitView() {
  const hydrated = useHydrated();
  // Read once the page runs in the browser (the page itself is static), before anything on it can
  // make a request carrying the URL. Repeating it is harmless: the query is gone, the store remains.
  const data: LimitData | null | undefined = useMemo(
    () => (hydrated ? takePendingLimit(browserPendingLimitStore(), window.location, window.history) : undefined),
    [hydrated],
  );
  const t = useTranslations('auth.limit');
  const actions = useSessionActions();
  const router = useRouter();
  const describe = useErrorMessage();
  const [devices, setDevices] = useState<Device[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [limit, setLimit] = useState<number | null>(null);

  useEffect(() => {
    if (!data) return;
    let cancelled = false;
    loadLimitDevices(actions.deps(), data)
      .then((list) => !cancelled && setDevices(list))
      .catch((e: unknown) => !cancelled && (setError(describe(e)), setDevices([])));
    return () => {
      cancelled = true;
    };
  }, [data, actions, describe]);

  if (data === undefined) return <LimitSkeleton />;
  if (data === null) {
    return (
      <div className="space-y-4">
        <AuthNotice tone="danger">{t('invalidData')}</AuthNotice>
        <Link href="/auth/login/" className="bg-brand text-brand-fg inline-flex h-10 items-center rounded-md px-4 text-sm font-medium">
          {t('backToLogin')}
        </Link>
      </div>
    );
  }

  const remove = async (device: Device) => {
    setError(null);
    setPendingId(device.deviceId);
    try {
      await removeDeviceAndSignIn(actions.deps(), data, device.deviceId);
      browserPendingLimitStore().clear();
      router.replace('/');
    } catch (e) {
      // Another device took the freed place meanwhile: the list is fresh, the user can pick again.
      if (isDeviceLimitError(e)) {
        setDevices(e.devices);
        setLimit(e.devices.length);
      }
      setError(describe(e));
      setPendingId(null);
    }
  };

  const count = limit ?? devices?.length ?? null;
  return (
    <div className="space-y-4">
      <p className="text-sm">{count ? t('intro', { limit: count }) : t('introUnknown')}</p>
      <FormError message={error} />
      {devices === null ? (
        <div role="status" aria-label={t('loading')}>
          <LimitSkeleton />
        </div>
      ) : devices.length === 0 ? (
        <p className="text-fg-muted text-sm">{t('empty')}</p>
      ) : (
        <DeviceList devices={devices} label={t('listLabel')} pendingId={pendingId} onRemove={(d) => void remove(d)} />
      )}
      <Link href="/auth/login/" className="text-sm underline underline-offset-4 hover:no-underline">
        {t('backToLogin')}
      </Link>
    </div>
  );
}
