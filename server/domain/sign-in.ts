/**
 * Issuing a session after a successful sign-in (credentials, registration or social), with the
 * per-user device limit of SPEC §4: an unknown device past the limit gets device_error and a token
 * restricted to device management.
 */
import type { FastifyInstance } from 'fastify';
import type { LoginAnswer } from '@/lib/api/contract';
import type { UsersTable } from '../db/schema';
import { toDevice, toProfile } from './account-dto';
import { newDeviceRow } from './devices';

export interface ClientDevice {
  id: string;
  name: string;
  /** The client's version (the token endpoint's app_version). */
  appVersion?: string;
}

export type SignInResult = LoginAnswer['content'];

export const DEFAULT_DEVICE_LIMIT = 5;

export async function signIn(app: FastifyInstance, user: UsersTable, device: ClientDevice | null): Promise<SignInResult> {
  const { accounts, sessions } = app.repos;
  const now = app.clock();
  let devices = await accounts.devices(user.id);
  let restricted = false;
  if (device) {
    const known = devices.find((d) => d.device_id === device.id);
    if (known) {
      await accounts.touchDevice(known.id, now, device.appVersion);
      devices = await accounts.devices(user.id);
    } else {
      const row = newDeviceRow(user.id, device, now);
      // The list read above may be stale by now (parallel sign-ins): the insert counts for itself,
      // and the list is read again, so the answer shows whoever got the places, this device or not.
      await accounts.addDevice(row, user.device_limit);
      devices = await accounts.devices(user.id);
      restricted = !devices.some((d) => d.device_id === device.id);
    }
  }
  const tokens = await sessions.issue({
    userId: user.id,
    deviceId: device?.id ?? null,
    restricted,
    now,
    accessTtlS: app.config.accessTokenTtl,
    refreshTtlS: app.config.refreshTokenTtl,
  });
  return {
    profile: toProfile(user),
    devices: devices.map((d) => toDevice(d, device?.id ?? null)),
    device_error: restricted ? { code: 'device_limit_exceeded', message: 'Device Limit Exceeded', limit: user.device_limit } : null,
    tokenData: { access_token: tokens.accessToken, expires_in: app.config.accessTokenTtl, refresh_token: tokens.refreshToken },
  };
}
