/**
 * The device limit (SPEC §4): a login answer with a device error fails with device_limit_exceeded,
 * keeping the (device-management-only) token and the provider. The limit page gets them from this
 * tab's pending store (`limit-pending.ts`), never from its URL. SPEC §2's `data` query form (UTF-8
 * JSON in base64url) is still read from old links, decoded defensively — a garbled value yields
 * null, never an exception.
 */
import * as z from '@/lib/api/contract/zod';
import { ApiError, ERROR_CODES } from '@/lib/api/errors';
import type { Device } from '@/lib/models/session';
import type { PublicTenant } from '@/lib/tenant/schema';
import { DEVICE_NOT_ALLOWED_PARAM, loginNoticePath } from './navigation';

export const limitDataSchema = z.object({
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

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
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

export const LIMIT_PAGE_PATH = '/auth/login/limit/';

export type DeviceLimitTarget =
  | { path: string; signOut: true }
  /** The limit page: the caller saves `pending` in this tab's pending store before going there. */
  | { path: typeof LIMIT_PAGE_PATH; signOut: false; pending: LimitData };

/**
 * SPEC §4: with device_limit_new_flow the user is signed out and told the device is no longer
 * allowed; otherwise the limit page lets them free a device and finish signing in.
 */
export function deviceLimitTarget(
  tenant: Pick<PublicTenant, 'settings' | 'enable_skip_login_page_for_ifa_sso' | 'enable_ifa_sso'>,
  data: LimitData,
): DeviceLimitTarget {
  if (tenant.settings.device_limit_new_flow) return { path: loginNoticePath(tenant, DEVICE_NOT_ALLOWED_PARAM), signOut: true };
  return { path: LIMIT_PAGE_PATH, signOut: false, pending: data };
}
