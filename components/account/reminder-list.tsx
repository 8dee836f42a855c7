'use client';
/**
 * The viewer's kick-off reminders (docs/fan-features.md "Kick-off reminders"): each game with its
 * kickoff, each team or league as "every game", and a way to remove one. The bells elsewhere set them.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useErrorText } from '@/components/event/use-error-text';
import { KickoffTime } from '@/components/event/kickoff-time';
import { Button } from '@/components/ui/button';
import { useApi } from '@/lib/api/browser';
import type { Reminder } from '@/lib/api/contract/reminders';
import { deleteReminder, listReminders } from '@/lib/api/reminders';
import { useReminderStore } from '@/stores/reminder-store';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';

export function ReminderList() {
  const t = useTranslations('account.reminders');
  const api = useApi();
  const id = useId();
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const { reminders, status } = useReminderStore();

  useEffect(() => {
    if (userId) useReminderStore.getState().ensure(userId, () => listReminders(api));
  }, [userId, api]);

  const sorted = [...reminders].sort((a, b) => (a.kickoffAt ?? '\uffff').localeCompare(b.kickoffAt ?? '\uffff') || a.title.localeCompare(b.title));
  return (
    <section aria-labelledby={`${id}-title`} aria-busy={status === 'loading'} className="bg-surface-raised border-line rounded-xl border p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-fg-muted mt-1 text-sm">{t('intro')}</p>
      {status === 'failed' && (
        <p role="alert" className="text-danger mt-3 text-sm">
          {t('loadFailed')}
        </p>
      )}
      {status === 'loaded' && sorted.length === 0 && <p className="mt-3 text-sm">{t('empty')}</p>}
      {sorted.length > 0 && (
        <ul className="divide-line mt-3 divide-y">
          {sorted.map((r) => (
            <ReminderRow key={r.id} reminder={r} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReminderRow({ reminder }: { reminder: Reminder }) {
  const t = useTranslations('account.reminders');
  const api = useApi();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);

  async function remove() {
    setPending(true);
    try {
      await deleteReminder(api, reminder.id);
      useReminderStore.getState().drop(reminder.id);
    } catch (error) {
      toast({ variant: 'error', title: t('removeName', { title: reminder.title }), description: errorText(error) });
      setPending(false);
    }
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="font-medium">{reminder.title}</p>
        <p className="text-fg-muted min-h-5 text-sm">{reminder.kickoffAt ? <KickoffTime iso={reminder.kickoffAt} /> : t('every')}</p>
      </div>
      <Button variant="ghost" size="sm" pending={pending} onClick={() => void remove()} aria-label={t('removeName', { title: reminder.title })}>
        {t('remove')}
      </Button>
    </li>
  );
}
