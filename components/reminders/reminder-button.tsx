'use client';
/**
 * The bell itself (see ./reminder-bell.tsx): on, the viewer is reminded 15 minutes before kick-off
 * and at kick-off. Pressing it asks the browser for notifications first, while the press still
 * counts as the viewer's (browsers refuse the question otherwise), then saves the reminder; when
 * notifications are refused or the browser has no push service, the reminder still reaches an open
 * page, and the toast says so.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useErrorText } from '@/components/event/use-error-text';
import { buttonClass } from '@/components/ui/button';
import { useApi } from '@/lib/api/browser';
import { createReminder, deleteReminder, listReminders } from '@/lib/api/reminders';
import { cn } from '@/lib/cn';
import { enableReminderPush } from '@/lib/push/reminder-push';
import { useTenant } from '@/lib/tenant/context';
import { selectReminder, useReminderStore } from '@/stores/reminder-store';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import type { ReminderBellProps } from './reminder-bell';

function BellIcon({ on }: { on: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill={on ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2z" />
      <path d="M10 20a2 2 0 0 0 4 0" strokeLinecap="round" />
    </svg>
  );
}

export function ReminderButton({ kind, targetId, title, look, size, className }: ReminderBellProps) {
  const t = useTranslations('reminders');
  const api = useApi();
  const tenant = useTenant();
  const errorText = useErrorText();
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const reminder = useReminderStore(selectReminder(kind, targetId));
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (userId) useReminderStore.getState().ensure(userId, () => listReminders(api));
  }, [userId, api]);

  async function toggle() {
    setPending(true);
    try {
      if (reminder) {
        await deleteReminder(api, reminder.id);
        useReminderStore.getState().drop(reminder.id);
        toast({ title: t('removed', { title }) });
        return;
      }
      // First, within the press: the browser's question about notifications.
      const pushing = enableReminderPush(api, tenant, { soon: t('push.soon'), kickoff: t('push.kickoff') });
      useReminderStore.getState().put(await createReminder(api, kind, targetId));
      const outcome = await pushing;
      toast({ variant: 'success', title: t('set', { title }), description: outcome === 'subscribed' ? t('setPush') : t('setInPage') });
    } catch (error) {
      toast({ variant: 'error', title: t('failed', { title }), description: errorText(error) });
    } finally {
      setPending(false);
    }
  }

  const on = reminder !== undefined;
  // One name whatever the state (aria-pressed tells it), the visible words part of it.
  const name = kind !== 'event' ? t('remindEvery') : look === 'icon' ? t('remindName', { title }) : t('remind');
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={on}
      aria-busy={pending || undefined}
      aria-label={look === 'icon' ? name : undefined}
      title={look === 'icon' ? (on ? t('on') : t('remind')) : undefined}
      className={
        look === 'icon'
          ? cn('bg-surface-raised text-fg border-line inline-flex h-9 w-9 items-center justify-center rounded-full border shadow', className)
          : buttonClass({ variant: on ? 'primary' : 'outline', size, className: cn('gap-2', className) })
      }
    >
      <BellIcon on={on} />
      {look === 'button' && name}
    </button>
  );
}
