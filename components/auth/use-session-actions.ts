'use client';
/**
 * The session rules bound to this page: the browser's API caller, the tenant, and where each outcome
 * navigates (SPEC §4) — back to the return path after sign-in, to the device-limit target after a
 * device error, home after sign-out.
 */
import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { revokeSession } from '@/lib/api/auth';
import { useApi } from '@/lib/api/browser';
import { errorMessage } from '@/lib/api/errors';
import { RETURN_TO_PARAM, safeReturnPath } from '@/lib/guards/auth';
import { useRouter } from '@/lib/i18n/navigation-hooks';
import { browserSessionDeps, type SessionDeps } from '@/lib/session/deps';
import { deviceLimitTarget, type DeviceLimitError } from '@/lib/session/device-limit';
import { leavingSession } from '@/lib/session/expire';
import { browserPendingLimitStore } from '@/lib/session/limit-pending';
import { logout } from '@/lib/session/logout';
import { hardNavigate } from '@/lib/session/navigation';
import { useTenant } from '@/lib/tenant/context';

/** Read when needed rather than rendered, so the sign-in pages stay static. */
const currentReturnTo = () => new URLSearchParams(window.location.search).get(RETURN_TO_PARAM);

export function useSessionActions() {
  const api = useApi();
  const tenant = useTenant();
  const router = useRouter();

  return useMemo(
    () => ({
      /** Built per call: device and origin exist only in the browser. */
      deps: (): SessionDeps => browserSessionDeps(api, tenant),
      /** After sign-in: the validated return path (given, else this page's ?returnTo=), else home. */
      afterSignIn: (returnTo?: string | null) => router.replace(safeReturnPath(returnTo === undefined ? currentReturnTo() : returnTo)),
      /** SPEC §4: new flow signs out with the device flag; otherwise the limit page, the data kept in this tab. */
      handleDeviceLimit: async (error: DeviceLimitError) => {
        const target = deviceLimitTarget(tenant, error.pending);
        if (!target.signOut) {
          browserPendingLimitStore().save(target.pending);
          return router.push(target.path);
        }
        await revokeSession(api, error.pending.token).catch(() => undefined);
        await logout(api, { revoke: false });
        hardNavigate(target.path);
      },
      signOut: async () => {
        // A request the server refuses once the token is revoked is this sign-out, not an expired session.
        await leavingSession(() => logout(api));
        hardNavigate('/');
      },
    }),
    [api, tenant, router],
  );
}

/** SPEC §8: errors.{code} when translated, else the server's message, else 'An error occurred'. */
export function useErrorMessage(): (error: unknown) => string {
  const t = useTranslations('errors');
  return useCallback(
    (error: unknown) => {
      type Key = Parameters<typeof t>[0];
      const translate = Object.assign((key: string) => t(key as Key), { has: (key: string) => t.has(key as Key) });
      return errorMessage(error, translate);
    },
    [t],
  );
}
