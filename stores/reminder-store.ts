/**
 * The signed-in viewer's kick-off reminders (docs/fan-features.md "Kick-off reminders"), asked for
 * once per user when the first bell shows, and changed at once by the viewer's own presses.
 */
import { create } from 'zustand';
import type { Reminder, ReminderKind } from '@/lib/api/contract/reminders';

interface ReminderState {
  /** Whose reminders these are; null: none asked for yet. */
  userId: string | null;
  reminders: Reminder[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** Asks for the user's reminders unless they are here or on their way. */
  ensure: (userId: string, load: () => Promise<Reminder[]>) => void;
  put: (reminder: Reminder) => void;
  drop: (id: string) => void;
}

export const useReminderStore = create<ReminderState>()((set, get) => ({
  userId: null,
  reminders: [],
  status: 'idle',
  ensure: (userId, load) => {
    if (get().userId === userId) return;
    set({ userId, reminders: [], status: 'loading' });
    load().then(
      (reminders) => {
        // Presses made meanwhile are kept.
        if (get().userId === userId)
          set({ reminders: [...reminders, ...get().reminders.filter((r) => !reminders.some((l) => l.id === r.id))], status: 'loaded' });
      },
      // Without the list the bells show "off" (pressing one finds the reminder the platform has).
      () => {
        if (get().userId === userId) set({ status: 'failed' });
      },
    );
  },
  put: (reminder) => set((s) => ({ reminders: [...s.reminders.filter((r) => r.id !== reminder.id), reminder] })),
  drop: (id) => set((s) => ({ reminders: s.reminders.filter((r) => r.id !== id) })),
}));

export const selectReminder = (kind: ReminderKind, targetId: string) => (s: ReminderState) =>
  s.reminders.find((r) => r.kind === kind && r.targetId === targetId);
