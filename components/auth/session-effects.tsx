'use client';
/**
 * What the app does around a session (SPEC §4): attaches the analytics and push tools, checks this
 * device whenever a user is signed in, keeps the user's socket room joined and reacts when this
 * device is removed, and shows the session notices on pages other than the login page (where the
 * ifa login skip sends them).
 */
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { analytics } from '@/lib/analytics';
import { useApi, useTokenSource } from '@/lib/api/browser';
import { push } from '@/lib/push';
import { getRealtimeClient } from '@/lib/realtime/bridge';
import { bindUserRoom } from '@/lib/realtime/user-room';
import { browserSessionDeps } from '@/lib/session/deps';
import { checkDevice } from '@/lib/session/device-check';
import { isSessionEnding } from '@/lib/session/expire';
import { clearLocalSession, logout } from '@/lib/session/logout';
import { DEVICE_NOT_ALLOWED_PARAM, hardNavigate, loginNoticePath } from '@/lib/session/navigation';
import { readLastSignMethod } from '@/lib/session/sign-method';
import { exposeTestHooks } from '@/lib/session/test-hooks';
import { useTenant } from '@/lib/tenant/context';
import { portalPath } from '@/lib/portal-path';
import { toast } from '@/stores/toast-store';
import { useSessionStore } from '@/stores/session-store';
import { useSessionHydrated } from './use-session';

export function SessionEffects() {
  const api = useApi();
  const tokens = useTokenSource();
  const tenant = useTenant();
  const hydrated = useSessionHydrated();
  const userId = useSessionStore((s) => (s.token && s.user ? s.user.id : null));
  const t = useTranslations('auth.notices');

  useEffect(() => {
    analytics.configure(tenant, window.location.hostname);
    push.init(tenant, window.location.host);
    exposeTestHooks(api);
  }, [tenant, api]);

  // The device check runs once per signed-in user and page load.
  useEffect(() => {
    if (!hydrated || !userId) return;
    let cancelled = false;
    // Analytics tools forget the user on a page load: tell them again who is signed in.
    const user = useSessionStore.getState().user;
    if (user) analytics.identify(user.id, { email: user.email, name: user.fullName, country: user.countryName, tenant: tenant.id, last_sign_method: readLastSignMethod() ?? 'credentials' });
    void checkDevice(browserSessionDeps(api, tenant)).then(async (outcome) => {
      if (cancelled || isSessionEnding()) return;
      if (outcome.kind === 'allowed') return useSessionStore.getState().setDevices(outcome.devices);
      if (outcome.kind !== 'leave') return;
      if (outcome.signOut) await logout(api);
      // The limit page gets the session in its data; nothing of it stays behind in this tab.
      else clearLocalSession();
      hardNavigate(outcome.path);
    });
    return () => {
      cancelled = true;
    };
  }, [hydrated, userId, api, tenant]);

  useEffect(() => {
    if (!hydrated) return;
    return bindUserRoom({
      // The page's one socket, shared with the live-event bridge.
      client: getRealtimeClient(tenant.socket_base),
      store: useSessionStore,
      deviceId: navigator.userAgent,
      token: () => tokens.getToken().catch(() => null),
      onThisDeviceRemoved: () => {
        // The API keeps the removed device's session for device management only: end it too.
        void logout(api).then(() => hardNavigate(loginNoticePath(tenant, DEVICE_NOT_ALLOWED_PARAM)));
      },
    });
  }, [hydrated, api, tokens, tenant]);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get(DEVICE_NOT_ALLOWED_PARAM) !== 'true') return;
    // The login page shows this notice itself.
    if (portalPath(window.location.pathname) === '/auth/login/') return;
    toast({ title: t('deviceNoLongerAllowed'), variant: 'error', duration: 10_000 });
  }, [t]);

  return null;
}
