/**
 * Authentication calls of SPEC §7 (register, login, social token exchange, logout, device check and
 * deletion; the password calls forgot, reset and change), each answer reshaped into the
 * SignInResult / Device models of lib/models/session.
 * The session rules (what to store, track or redirect) live in lib/session, not here.
 */
import type { Device as WireDevice, LoginAnswer, RegisterRequest, SocialExchangeAnswer, TokenData } from './contract';
import { GRANT_TOKEN_EXCHANGE, TOKEN_TYPE_ACCESS, TOKEN_TYPE_ID } from './contract/oauth';
import type { ApiCaller } from './call';
import { oauthDevice } from './oauth-device';
import { nowInSeconds } from './token-refresh';
import { reshapeProfile } from './user';
import type { DeviceInfo } from '@/lib/device';
import type { Device, SignInResult, SocialProvider, UserTokenData } from '@/lib/models/session';

export function reshapeDevice(d: WireDevice, currentDeviceId: string): Device {
  return {
    id: d.id,
    addedAt: d.addedAt,
    updatedAt: d.updatedAt,
    deviceId: d.deviceId,
    deviceName: d.deviceName,
    deviceType: d.deviceType,
    // SPEC §3: the current device is the one whose deviceId is this browser's.
    isCurrent: d.deviceId === currentDeviceId,
    osName: d.osName,
    osVersion: d.osVersion,
  };
}

/** SPEC §3: tokenExpirationTime is expires_in, tokenUpdateTime the current epoch second. */
export function toTokenData(t: { token: string; expires_in: number; refresh_token: string }): UserTokenData {
  return { token: t.token, tokenExpirationTime: t.expires_in, tokenUpdateTime: nowInSeconds(), refreshToken: t.refresh_token };
}

const fromWireTokenData = (t: TokenData) => toTokenData({ token: t.access_token, expires_in: t.expires_in, refresh_token: t.refresh_token });

function fromLoginAnswer(answer: LoginAnswer, device: DeviceInfo, isRegister: boolean): SignInResult {
  const c = answer.content;
  return {
    user: reshapeProfile(c.profile),
    tokenData: fromWireTokenData(c.tokenData),
    devices: c.devices.map((d) => reshapeDevice(d, device.deviceId)),
    deviceError: c.device_error ?? null,
    isRegister,
  };
}

export async function login(api: ApiCaller, input: { username: string; password: string; device: DeviceInfo }): Promise<SignInResult> {
  const answer = await api('login', {
    body: { username: input.username, password: input.password, device_id: input.device.deviceId, device_name: input.device.deviceName, strategy: 'refresh' },
  });
  return fromLoginAnswer(answer, input.device, false);
}

export type SignUpFields = Omit<RegisterRequest, 'strategy' | 'device_id' | 'device_name'>;

/** Registers only; SPEC §4 'Sign-up first registers, then signs in' — the sign-in is lib/session's job. */
export async function register(api: ApiCaller, fields: SignUpFields): Promise<void> {
  await api('register', { body: { ...fields, strategy: 'refresh' } });
}

export interface SocialExchangeInput {
  provider: SocialProvider;
  /** The provider's access token (google, facebook, ifa) or id token (apple). */
  subjectToken: string;
  tokenType: 'access_token' | 'id_token';
  displayName?: string;
  device: DeviceInfo;
}

export async function exchangeSocialToken(api: ApiCaller, input: SocialExchangeInput): Promise<SignInResult> {
  const displayName = input.displayName?.trim();
  const answer = (await api('oauthToken', {
    body: {
      grant_type: GRANT_TOKEN_EXCHANGE,
      subject_token_type: input.tokenType === 'id_token' ? TOKEN_TYPE_ID : TOKEN_TYPE_ACCESS,
      subject_issuer: input.provider,
      requested_token_type: TOKEN_TYPE_ACCESS,
      subject_token: input.subjectToken,
      strategy: 'refresh',
      device: oauthDevice(input.device),
      ...(displayName ? { profile: { display_name: displayName } } : {}),
    },
  })) as SocialExchangeAnswer | { auth_data?: undefined };
  // The token endpoint answers a refresh without auth_data; a social exchange always carries it.
  if (!('token' in answer) || !answer.auth_data) throw new Error('The token exchange answered without the signed-in user');
  const a = answer.auth_data;
  return {
    user: reshapeProfile(a.profile),
    tokenData: toTokenData(answer),
    devices: a.devices.map((d) => reshapeDevice(d, input.device.deviceId)),
    deviceError: a.device_error ?? null,
    isRegister: a.isRegister,
  };
}

/** Revokes the session on the server. Sent with the given token only: never refreshed or retried. */
export async function revokeSession(api: ApiCaller, token: string): Promise<void> {
  await api('logout', { token });
}

export interface DeviceCheck {
  enabled: boolean;
  devices: Device[];
}

export async function checkCurrentDevice(api: ApiCaller, device: DeviceInfo, options: { register?: boolean; token?: string } = {}): Promise<DeviceCheck> {
  const answer = await api('checkCurrentDevice', {
    body: { device_id: device.deviceId, device_name: device.deviceName, register_new: options.register ? 'register' : 'no_register' },
    token: options.token,
  });
  return { enabled: answer.content.enabled, devices: answer.content.devices.map((d) => reshapeDevice(d, device.deviceId)) };
}

export async function deleteDevice(api: ApiCaller, deviceId: string, token?: string): Promise<void> {
  await api('deleteDevice', { body: { deviceId }, token });
}

/**
 * Asks for a password reset mail. The API answers the same for unknown addresses (no account
 * enumeration); resetUrl is this portal's reset page, which the mailed link opens with ?token=.
 */
export async function requestPasswordReset(api: ApiCaller, input: { email: string; resetUrl: string }): Promise<void> {
  await api('forgotPassword', { body: { email: input.email, reset_url: input.resetUrl } });
}

/** Sets a new password with a mailed token; every session of the user ends. */
export async function resetPassword(api: ApiCaller, input: { token: string; password: string }): Promise<void> {
  await api('resetPassword', { body: { token: input.token, password: input.password } });
}

/** The signed-in user's new password; this session stays, the user's other sessions end. */
export async function changePassword(api: ApiCaller, input: { currentPassword: string; newPassword: string }): Promise<void> {
  await api('changePassword', { body: { current_password: input.currentPassword, new_password: input.newPassword } });
}
