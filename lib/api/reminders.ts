/** Kick-off reminders and where they are sent (an extension, docs/fan-features.md "Kick-off reminders"). */
import type { ApiCaller } from './call';
import type { PushSubscriptionRequest, Reminder, ReminderKind } from './contract';

export async function listReminders(api: ApiCaller): Promise<Reminder[]> {
  return (await api('reminderList')).content;
}

export async function createReminder(api: ApiCaller, kind: ReminderKind, targetId: string): Promise<Reminder> {
  return (await api('reminderCreate', { body: { kind, targetId } })).content;
}

export async function deleteReminder(api: ApiCaller, id: string): Promise<void> {
  await api('reminderDelete', { params: { id } });
}

/** The platform's VAPID public key; null when it sends no Web Push. */
export async function pushPublicKey(api: ApiCaller): Promise<string | null> {
  return (await api('pushKey')).content.publicKey;
}

export async function savePushSubscription(api: ApiCaller, body: PushSubscriptionRequest): Promise<void> {
  await api('pushSubscribe', { body });
}

export async function removePushSubscription(api: ApiCaller, endpoint: string, token?: string): Promise<void> {
  await api('pushUnsubscribe', { body: { endpoint }, ...(token ? { token } : {}) });
}
