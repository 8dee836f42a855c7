/** What a device is, from the name a client gives it (the portal gives its user agent text). */
import { UAParser } from 'ua-parser-js';
import type { DevicesTable } from '../db/schema';
import { newId } from './ids';

export function describeDevice(deviceName: string): Pick<DevicesTable, 'device_type' | 'os_name' | 'os_version'> {
  const ua = UAParser(deviceName);
  const type = ua.device.type;
  return {
    device_type: type === 'mobile' || type === 'tablet' ? type : 'desktop',
    os_name: ua.os.name ?? null,
    os_version: ua.os.version ?? null,
  };
}

/** A new device of a user's, as stored: what the client calls it, and what that name says it is. */
export function newDeviceRow(userId: string, device: { id: string; name: string; appVersion?: string | null }, now: number): DevicesTable {
  return {
    id: newId('dv'),
    user_id: userId,
    device_id: device.id,
    device_name: device.name,
    ...describeDevice(device.name),
    app_version: device.appVersion ?? null,
    added_at: now,
    updated_at: now,
  };
}
