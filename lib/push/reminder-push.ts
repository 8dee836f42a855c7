/**
 * Where this browser takes kick-off reminders (docs/fan-features.md "Kick-off reminders"): the
 * tenant's OneSignal when it uses OneSignal, else standard Web Push through the portal's small service
 * worker (/push-sw.js) and the platform's VAPID key. Only ever called after the viewer pressed a
 * bell: the browser asks for permission then, never on page load.
 */
import type { ApiCaller } from '@/lib/api/call';
import type { ReminderLabels } from '@/lib/api/contract/reminders';
import { pushPublicKey, removePushSubscription, savePushSubscription } from '@/lib/api/reminders';
import type { PublicTenant } from '@/lib/tenant/schema';
import { push, pushAppId } from './index';

export const PUSH_WORKER_PATH = '/push-sw.js';

/** 'subscribed': reminders reach this browser as notifications; otherwise only an open page. */
export type PushOutcome = 'subscribed' | 'denied' | 'unsupported' | 'failed';

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

function sameKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options.applicationServerKey;
  return (
    key !== null &&
    btoa(String.fromCharCode(...new Uint8Array(key)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '') === publicKey
  );
}

async function webPush(api: ApiCaller, labels: ReminderLabels): Promise<PushOutcome> {
  if (!supported()) return 'unsupported';
  // Both within the press: the browser's question, and the worker that will show the reminders.
  const permission = Notification.permission === 'default' ? Notification.requestPermission() : Promise.resolve(Notification.permission);
  const registered = navigator.serviceWorker.register(PUSH_WORKER_PATH, { scope: '/' });
  if ((await permission) !== 'granted') {
    await registered;
    return 'denied';
  }
  const publicKey = await pushPublicKey(api);
  if (!publicKey) return 'unsupported';
  await registered;
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made for another key (the platform's pair changed) cannot take this one's pushes.
  if (subscription && !sameKey(subscription, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return 'failed';
  await savePushSubscription(api, { channel: 'webpush', endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, labels });
  return 'subscribed';
}

async function oneSignal(api: ApiCaller, appId: string, labels: ReminderLabels): Promise<PushOutcome> {
  const id = await push.optIn();
  if (!id) return 'denied';
  await savePushSubscription(api, { channel: 'onesignal', appId, endpoint: id, origin: window.location.origin, labels });
  return 'subscribed';
}

/** Asks for permission (if not yet given) and registers this browser with the platform. */
export async function enableReminderPush(api: ApiCaller, tenant: Pick<PublicTenant, 'customer_profile'>, labels: ReminderLabels): Promise<PushOutcome> {
  try {
    const appId = pushAppId(tenant, window.location.host);
    return await (appId ? oneSignal(api, appId, labels) : webPush(api, labels));
  } catch (error) {
    // No push service reachable (a browser without one, a network that blocks it): reminders still reach an open page.
    console.warn('[push]', error);
    return 'failed';
  }
}

/** On sign-out: this browser stops taking the user's reminders. */
export async function forgetThisBrowser(api: ApiCaller, token: string): Promise<void> {
  const registration = supported() ? await navigator.serviceWorker.getRegistration('/') : undefined;
  const endpoint = (await registration?.pushManager.getSubscription())?.endpoint ?? (await push.subscriptionId());
  if (endpoint) await removePushSubscription(api, endpoint, token);
}
