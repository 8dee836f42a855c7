/**
 * The device-limit page's work (SPEC §2 /auth/login/limit, §4): list the account's devices with the
 * restricted token, delete one, then finish signing in — again with the credentials when the page
 * has them, otherwise by registering this device on the restricted session (which the API then
 * lifts to a normal one) and loading the profile.
 */
import { checkCurrentDevice, deleteDevice, revokeSession } from '@/lib/api/auth';
import { getProfile } from '@/lib/api/user';
import { nowInSeconds } from '@/lib/api/token-refresh';
import type { Device, SignInResult } from '@/lib/models/session';
import { credentialsSignIn } from './credentials';
import type { SessionDeps } from './deps';
import { DeviceLimitError, type LimitData } from './device-limit';
import { commitSignIn } from './sign-in';

/** Without a lifetime in the data the token is treated as due for refresh at the next call. */
const UNKNOWN_LIFETIME_S = 1;

export async function loadLimitDevices(deps: Pick<SessionDeps, 'api' | 'device'>, data: LimitData): Promise<Device[]> {
  return (await checkCurrentDevice(deps.api, deps.device, { token: data.token })).devices;
}

export async function removeDeviceAndSignIn(deps: SessionDeps, data: LimitData, deviceId: string): Promise<SignInResult> {
  await deleteDevice(deps.api, deviceId, data.token);
  deps.store().removeDevice(deviceId);
  if (data.username && data.password) {
    const result = await credentialsSignIn(deps, { username: data.username, password: data.password });
    // The restricted session is no longer needed once a full one exists.
    void revokeSession(deps.api, data.token).catch(() => undefined);
    return result;
  }
  const check = await checkCurrentDevice(deps.api, deps.device, { register: true, token: data.token });
  if (!check.enabled) throw new DeviceLimitError(data, check.devices);
  const user = await getProfile(deps.api, data.token);
  const result: SignInResult = {
    user,
    tokenData: {
      token: data.token,
      tokenExpirationTime: data.expiresIn ?? UNKNOWN_LIFETIME_S,
      tokenUpdateTime: nowInSeconds(),
      refreshToken: data.refreshToken ?? null,
    },
    devices: check.devices,
    deviceError: null,
    isRegister: false,
  };
  commitSignIn(deps, data.provider, 'signin', result);
  return result;
}
