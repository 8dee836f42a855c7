/**
 * This browser as a device (SPEC §3 'Device'): its deviceId and deviceName are both the user agent
 * string; type (mobile / tablet / desktop) and OS come from ua-parser-js; the app version is the
 * build the portal runs (the id its build manifest announces).
 */
import { UAParser } from 'ua-parser-js';
import type { DeviceType } from '@/lib/models/session';
import { publicEnv } from '@/lib/public-env';

export interface DeviceInfo {
  deviceId: string;
  deviceName: string;
  deviceType: DeviceType;
  osName: string | null;
  osVersion: string | null;
  appVersion: string;
}

export function describeDevice(userAgent: string, appVersion: string = publicEnv.buildId): DeviceInfo {
  const result = UAParser(userAgent);
  const type = result.device.type;
  return {
    deviceId: userAgent,
    deviceName: userAgent,
    deviceType: type === 'mobile' || type === 'tablet' ? type : 'desktop',
    osName: result.os.name ?? null,
    osVersion: result.os.version ?? null,
    appVersion,
  };
}
