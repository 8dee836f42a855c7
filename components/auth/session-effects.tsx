'use client';
/**
 * What the app does around a session (SPEC §4): attaches the analytics and push tools, counts a page
 * view for this page and each client navigation after it, and shows the session notices on pages
 * other than the login page (where the ifa login skip sends them). What only a signed-in user
 * needs — the device check and the user's socket room, with the API contract they parse — loads
 * once a user is signed in (signed-in-effects.tsx), so anonymous visitors never download it.
 */
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { analytics } from '@/lib/analytics';
import { useApi } from '@/lib/api/browser';
import { push } from '@/lib/push';
import { DEVICE_NOT_ALLOWED_PARAM } from '@/lib/session/navigation';
import { exposeTestHooks } from '@/lib/session/test-hooks';
import { useTenant } from '@/lib/tenant/context';
import { portalPath } from '@/lib/portal-path';
import { toast } from '@/stores/toast-store';
import { useSessionStore } from '@/stores/session-store';
import { useSessionHydrated } from './use-session';

const SignedInEffects = dynamic(() => import('./signed-in-effects').then((m) => m.SignedInEffects), { ssr: false });

export function SessionEffects() {
  const api = useApi();
  const tenant = useTenant();
  const hydrated = useSessionHydrated();
  const userId = useSessionStore((s) => (s.token && s.user ? s.user.id : null));
  const t = useTranslations('auth.notices');
  const pathname = usePathname();

  useEffect(() => {
    analytics.configure(tenant, window.location.hostname);
    push.init(tenant, window.location.host);
    exposeTestHooks(api);
  }, [tenant, api]);

  // After configure (effects run in order): the first view, then one per client navigation.
  useEffect(() => analytics.page(), [pathname]);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get(DEVICE_NOT_ALLOWED_PARAM) !== 'true') return;
    // The login page shows this notice itself.
    if (portalPath(window.location.pathname) === '/auth/login/') return;
    toast({ title: t('deviceNoLongerAllowed'), variant: 'error', duration: 10_000 });
  }, [t]);

  return hydrated && userId ? <SignedInEffects userId={userId} /> : null;
}
