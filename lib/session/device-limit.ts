/**
 * The device limit (SPEC §4): a login answer with a device error fails with device_limit_exceeded,
 * keeping the (device-management-only) token and the provider. The limit page receives them in its
 * `data` query parameter: UTF-8 JSON in base64url, decoded defensively — a garbled value yields
 * null, never an exception.
 */
import * as z from '@/lib/api/contract/zod';
import { ApiError, ERROR_CODES } from '@/lib/api/errors';
import type { Device } from '@/lib/models/session';
import type { PublicTenant } from '@/lib/tenant/schema';
import { DEVICE_NOT_ALLOWED_PARAM, LIMIT_DATA_PARAM, loginNoticePath } from './navigation';

const limitDataSchema = z.object({
  token: z.string().check(z.minLength(1)),
  provider: z.enum(['credentials', 'google', 'facebook', 'apple', 'ifa']),
  /** Credentials sign-in only: the page signs in again with them once a device is free. */
  username: z.optional(z.string().check(z.minLength(1))),
  password: z.optional(z.string().check(z.minLength(1))),
  /** The restricted session's refresh token and lifetime, to keep it once the device is admitted. */
  refreshToken: z.optional(z.string().check(z.minLength(1))),
  expiresIn: z.optional(z.int().check(z.positive())),
});
export type LimitData = z.output<typeof limitDataSchema>;

export class DeviceLimitError extends ApiError {
  constructor(
    readonly pending: LimitData,
    readonly devices: Device[],
  ) {
    super('Device Limit Exceeded', ERROR_CODES.deviceLimit, 403);
    this.name = 'DeviceLimitError';
  }
}

export const isDeviceLimitError = (e: unknown): e is DeviceLimitError => e instanceof DeviceLimitError;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function encodeLimitData(data: LimitData): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(limitDataSchema.parse(data))));
}

export function decodeLimitData(raw: string | null | undefined): LimitData | null {
  if (!raw || raw.length > 16_384) return null;
  try {
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(raw.trim())));
    const parsed = limitDataSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function limitPagePath(data: LimitData): string {
  return `/auth/login/limit/?${LIMIT_DATA_PARAM}=${encodeLimitData(data)}`;
}

/**
 * SPEC §4: with device_limit_new_flow the user is signed out and told the device is no longer
 * allowed; otherwise the limit page lets them free a device and finish signing in.
 */
export function deviceLimitTarget(
  tenant: Pick<PublicTenant, 'settings' | 'enable_skip_login_page_for_ifa_sso' | 'enable_ifa_sso'>,
  data: LimitData,
): { path: string; signOut: boolean } {
  if (tenant.settings.device_limit_new_flow) return { path: loginNoticePath(tenant, DEVICE_NOT_ALLOWED_PARAM), signOut: true };
  return { path: limitPagePath(data), signOut: false };
}
