/**
 * The sign-in rules every path shares (SPEC §4): success stores user, tokens and devices, tags the
 * push tool with user_id, identifies the user in analytics and tracks login or sign-up; a device
 * error stores the device list and fails with device_limit_exceeded; any failure is tracked as a
 * failed login (unless the method was sign-up) and rethrown.
 */
import { toSessionUser } from '@/lib/api/user';
import { AUTH_EVENTS, type Analytics } from '@/lib/analytics';
import { isApiError } from '@/lib/api/errors';
import type { AuthMode, SignInResult, SignMethod } from '@/lib/models/session';
import type { Push } from '@/lib/push';
import type { SessionState } from '@/stores/session-store';
import { DeviceLimitError } from './device-limit';
import { writeLastSignMethod } from './sign-method';
import { useSpoilerStore } from '@/stores/spoiler-store';

/** The part of the session store the rules use. */
export type SessionStoreSlice = Pick<SessionState, 'signIn' | 'setDevices' | 'removeDevice' | 'token' | 'userTokenData'>;

export interface SignInDeps {
  tenantId: string;
  store: () => SessionStoreSlice;
  analytics: Pick<Analytics, 'identify' | 'track'>;
  push: Pick<Push, 'tagUser'>;
}

export interface SignInRequest {
  method: SignMethod;
  mode: AuthMode;
  attempt: () => Promise<SignInResult>;
  /** Credentials only: carried to the device-limit page so it can sign in again. */
  credentials?: { username: string; password: string };
}

/** Stores a successful sign-in and tells the push and analytics tools (no device error here). */
export function commitSignIn(deps: SignInDeps, method: SignMethod, mode: AuthMode, result: SignInResult): void {
  const { user } = result;
  deps.store().signIn({ user: toSessionUser(user), tokenData: result.tokenData, devices: result.devices });
  // Spoiler-free viewing follows the viewer to this device (docs/fan-features.md): the pages after this one pick it.
  if (user.spoilerFree) useSpoilerStore.getState().choose(user.spoilerFree);
  writeLastSignMethod(method);
  void deps.push.tagUser(user.id);
  deps.analytics.identify(user.id, { email: user.email, name: user.fullName, country: user.countryName, tenant: deps.tenantId, last_sign_method: method });
  deps.analytics.track(mode === 'signup' || result.isRegister ? AUTH_EVENTS.signUp : AUTH_EVENTS.login, { method });
}

export async function runSignIn(deps: SignInDeps, request: SignInRequest): Promise<SignInResult> {
  const { method, mode } = request;
  try {
    const result = await request.attempt();
    if (result.deviceError) {
      deps.store().setDevices(result.devices);
      throw new DeviceLimitError(
        {
          token: result.tokenData.token,
          refreshToken: result.tokenData.refreshToken ?? undefined,
          expiresIn: result.tokenData.tokenExpirationTime,
          provider: method,
          ...request.credentials,
        },
        result.devices,
      );
    }
    commitSignIn(deps, method, mode, result);
    return result;
  } catch (error) {
    if (mode !== 'signup') {
      deps.analytics.track(AUTH_EVENTS.failedLogin, {
        method,
        code: isApiError(error) ? error.code : 'error',
        message: error instanceof Error ? error.message : String(error),
      });
    }
    throw error;
  }
}
