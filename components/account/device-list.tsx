'use client';
/**
 * A list of the account's devices (SPEC §3 'Device'): type, name, OS, dates, the current one marked,
 * each removable. Shared by the device-limit page and the account's devices page.
 */
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Device } from '@/lib/models/session';
import { UAParser } from 'ua-parser-js';

/** A readable name: the browser and OS the user agent names, else the raw device name. */
export function deviceLabel(device: Pick<Device, 'deviceName' | 'osName' | 'osVersion'>): string {
  const browser = UAParser(device.deviceName).browser;
  const parts = [browser.name, device.osName && [device.osName, device.osVersion].filter(Boolean).join(' ')].filter(Boolean);
  return parts.length ? parts.join(' · ') : device.deviceName.slice(0, 60);
}

interface DeviceListProps {
  devices: Device[];
  label: string;
  /** The device being removed (its deviceId). */
  pendingId: string | null;
  onRemove: (device: Device) => void;
  /** The current device cannot be removed from where it is listed (it would sign this page out). */
  allowRemoveCurrent?: boolean;
}

export function DeviceList({ devices, label, pendingId, onRemove, allowRemoveCurrent = false }: DeviceListProps) {
  const t = useTranslations('account.devices');
  const format = useFormatter();
  const typeName = { desktop: t('typeDesktop'), mobile: t('typeMobile'), tablet: t('typeTablet') };
  const date = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium' }) : null);
  return (
    <ul aria-label={label} className="divide-line border-line divide-y rounded-lg border">
      {devices.map((device) => {
        const name = deviceLabel(device);
        const added = date(device.addedAt);
        const used = date(device.updatedAt);
        return (
          <li key={device.id} className="flex flex-wrap items-center gap-3 p-4">
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {name}
                {device.isCurrent && <span className="bg-surface-sunken ms-2 rounded px-2 py-0.5 text-xs font-medium">{t('current')}</span>}
              </p>
              <p className="text-fg-muted text-sm">
                {[typeName[device.deviceType], added && t('added', { date: added }), used && t('lastUsed', { date: used })].filter(Boolean).join(' · ')}
              </p>
            </div>
            {(allowRemoveCurrent || !device.isCurrent) && (
              <Button
                variant="outline"
                size="sm"
                pending={pendingId === device.deviceId}
                disabled={pendingId !== null}
                aria-label={t('removeDevice', { device: name })}
                onClick={() => onRemove(device)}
              >
                {pendingId === device.deviceId ? t('removing') : t('remove')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
