/** What a device is, from the name a client gives it (the portal gives its user agent text). */
import { UAParser } from 'ua-parser-js';
import type { DevicesTable } from '../db/schema';

export function describeDevice(deviceName: string): Pick<DevicesTable, 'device_type' | 'os_name' | 'os_version'> {
  const ua = UAParser(deviceName);
  const type = ua.device.type;
  return {
    device_type: type === 'mobile' || type === 'tablet' ? type : 'desktop',
    os_name: ua.os.name ?? null,
    os_version: ua.os.version ?? null,
  };
}
