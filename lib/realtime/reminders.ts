/**
 * 'reminder' in the user's room (docs/fan-features.md "Kick-off reminders"): the platform reminds a
 * viewer who has a page open over the socket instead of a push; the page shows it.
 */
import { reminderMessageSchema, type ReminderMessage } from '@/lib/api/contract/realtime';
import type { RealtimeClient } from './socket';

/** Starts listening; returns the function that stops. */
export function bindReminders(client: Pick<RealtimeClient, 'on'>, show: (reminder: ReminderMessage) => void): () => void {
  return client.on('reminder', (payload) => {
    const parsed = reminderMessageSchema.safeParse(payload);
    if (parsed.success) show(parsed.data);
  });
}
