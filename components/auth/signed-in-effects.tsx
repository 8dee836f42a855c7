'use client';
/**
 * While a user is signed in (SPEC §4): checks this device once per user and page load, keeps the
 * user's socket room joined, reacts when this device is removed from the account, refreshes what a
 * settled purchase changes (user-purchase-status), shows the kick-off reminders the platform sends to
 * an open page (docs/fan-features.md), and offers the survey where the tenant has one.
 */
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { analytics } from '@/lib/analytics';
import { useApi, useTokenSource } from '@/lib/api/browser';
import { getRealtimeClient } from '@/lib/realtime/bridge';
import { eventHref } from '@/lib/models/event';
import { bindPurchaseStatus } from '@/lib/realtime/purchases';
import { bindReminders } from '@/lib/realtime/reminders';
import { bindUserRoom } from '@/lib/realtime/user-room';
import { browserSessionDeps } from '@/lib/session/deps';
import { checkDevice } from '@/lib/session/device-check';
import { browserPendingLimitStore } from '@/lib/session/limit-pending';
import { isSessionEnding } from '@/lib/session/expire';
import { clearLocalSession, logout } from '@/lib/session/logout';
import { DEVICE_NOT_ALLOWED_PARAM, hardNavigate, loginNoticePath } from '@/lib/session/navigation';
import { readLastSignMethod } from '@/lib/session/sign-method';
import { useTenant } from '@/lib/tenant/context';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { useQueryClient } from '@/lib/queries/hooks';

// Its own chunk: tenants without a survey form never download it.
const SurveyHost = dynamic(() => import('@/components/survey/survey-host').then((m) => m.SurveyHost), { ssr: false });

/** A reminder stays longer than a notice: it asks the viewer to act. */
const REMINDER_TOAST_MS = 15_000;

export function SignedInEffects({ userId }: { userId: string }) {
  const api = useApi();
  const tokens = useTokenSource();
  const tenant = useTenant();
  const queryClient = useQueryClient();
  const t = useTranslations('reminders');

  useEffect(() => {
    let cancelled = false;
    // Analytics tools forget the user on a page load: tell them again who is signed in.
    const user = useSessionStore.getState().user;
    if (user)
      analytics.identify(user.id, {
        email: user.email,
        name: user.fullName,
        country: user.countryName,
        tenant: tenant.id,
        last_sign_method: readLastSignMethod() ?? 'credentials',
      });
    void checkDevice(browserSessionDeps(api, tenant)).then(async (outcome) => {
      if (cancelled || isSessionEnding()) return;
      if (outcome.kind === 'allowed') return useSessionStore.getState().setDevices(outcome.devices);
      if (outcome.kind !== 'leave') return;
      if (outcome.signOut) await logout(api);
      else {
        // The limit page gets the session from the pending store; nothing else of it stays behind.
        browserPendingLimitStore().save(outcome.pending);
        clearLocalSession();
      }
      hardNavigate(outcome.path);
    });
    return () => {
      cancelled = true;
    };
  }, [userId, api, tenant]);

  useEffect(
    () =>
      bindUserRoom({
        // The page's one socket, shared with the live-event bridge.
        client: getRealtimeClient(tenant.socket_base),
        store: useSessionStore,
        deviceId: navigator.userAgent,
        token: () => tokens.getToken().catch(() => null),
        onThisDeviceRemoved: () => {
          // The API keeps the removed device's session for device management only: end it too.
          void logout(api).then(() => hardNavigate(loginNoticePath(tenant, DEVICE_NOT_ALLOWED_PARAM)));
        },
      }),
    [api, tokens, tenant],
  );

  useEffect(
    () => bindPurchaseStatus({ client: getRealtimeClient(tenant.socket_base), queryClient, tenantId: tenant.id, store: useSessionStore }),
    [queryClient, tenant],
  );

  useEffect(
    () =>
      bindReminders(getRealtimeClient(tenant.socket_base), (reminder) =>
        toast({
          title: t(`toast.${reminder.stage}`, { title: reminder.title }),
          action: { label: t('toast.watch'), href: eventHref({ id: reminder.eventId, contentType: 'event' }) },
          duration: REMINDER_TOAST_MS,
        }),
      ),
    [tenant, t],
  );

  return tenant.survey_form_url ? <SurveyHost key={userId} userId={userId} formUrl={tenant.survey_form_url} /> : null;
}
