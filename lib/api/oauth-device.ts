/** This browser's device as the token endpoint takes it (SPEC §7: id, name, os_name, os_version, app_version). */
import type { OauthDevice } from './contract/auth';
import type { DeviceInfo } from '@/lib/device';

export function oauthDevice(device: DeviceInfo): OauthDevice {
  return {
    id: device.deviceId,
    name: device.deviceName,
    os_name: device.osName ?? undefined,
    os_version: device.osVersion ?? undefined,
    app_version: device.appVersion.slice(0, 80),
  };
}
