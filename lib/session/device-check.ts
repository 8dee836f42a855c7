/**
 * The device check of a signed-in session (SPEC §4, §8): POST check_current_device with
 * register_new no_register. An enabled device is fine (its list is stored); a device that is not
 * enabled is a device-limit failure (new flow: signed out with the device flag; else the limit
 * page); a failed check signs out to login with the device flag — except refresh_token_failed,
 * which the expiry path already handles, and a network failure, which says nothing about the device.
 */
import { checkCurrentDevice } from '@/lib/api/auth';
import { ERROR_CODES, isApiError } from '@/lib/api/errors';
import type { Device } from '@/lib/models/session';
import type { SessionDeps } from './deps';
import { deviceLimitTarget, type DeviceLimitTarget } from './device-limit';
import { DEVICE_NOT_ALLOWED_PARAM, loginNoticePath } from './navigation';
import { readLastSignMethod } from './sign-method';

export type DeviceCheckOutcome =
  | { kind: 'allowed'; devices: Device[] }
  /** Go to `path`; sign out first (revoking) when signOut, else keep `pending` for the limit page and only forget the local session. */
  | ({ kind: 'leave' } & DeviceLimitTarget)
  | { kind: 'ignore' };

export async function checkDevice(deps: SessionDeps): Promise<DeviceCheckOutcome> {
  const { token, userTokenData } = deps.store();
  if (!token) return { kind: 'ignore' };
  try {
    const check = await checkCurrentDevice(deps.api, deps.device);
    if (check.enabled) return { kind: 'allowed', devices: check.devices };
    const target = deviceLimitTarget(deps.tenant, {
      token,
      provider: readLastSignMethod() ?? 'credentials',
      refreshToken: userTokenData?.refreshToken ?? undefined,
      expiresIn: userTokenData?.tokenExpirationTime,
    });
    return { kind: 'leave', ...target };
  } catch (error) {
    if (isApiError(error) && (error.code === ERROR_CODES.refreshFailed || error.code === ERROR_CODES.network)) return { kind: 'ignore' };
    return { kind: 'leave', path: loginNoticePath(deps.tenant, DEVICE_NOT_ALLOWED_PARAM), signOut: true };
  }
}
