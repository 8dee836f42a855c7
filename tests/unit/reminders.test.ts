/**
 * Kick-off reminders in the browser (docs/fan-features.md): the reminder store, the socket message
 * that an open page shows, and how a browser is registered for pushes — Web Push through the service
 * worker, or the tenant's OneSignal — and forgotten on sign-out.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiCaller } from '@/lib/api/call';
import type { Reminder } from '@/lib/api/contract';
import { Push } from '@/lib/push';
import { bindReminders } from '@/lib/realtime/reminders';
import type { ServerEvent } from '@/lib/realtime/socket';
import { useReminderStore } from '@/stores/reminder-store';

const reminder = (id: string, targetId = `ev-${id}`): Reminder => ({
  id,
  kind: 'event',
  targetId,
  title: `Game ${id}`,
  kickoffAt: null,
  createdAt: '2026-11-28T12:00:00.000Z',
});
const LABELS = { soon: 'Kick-off soon', kickoff: 'Kick-off now' };
const tenant = (appId?: string) => ({ customer_profile: { app_config: { app_id_oneSignal: appId }, custom_domain_url: null } }) as never;

describe('the reminder store', () => {
  beforeEach(() => useReminderStore.setState({ userId: null, reminders: [], status: 'idle' }));

  it('asks once per user, and keeps a press made while the list was on its way', async () => {
    let answer: (list: Reminder[]) => void = () => undefined;
    const load = vi.fn(() => new Promise<Reminder[]>((resolve) => (answer = resolve)));
    useReminderStore.getState().ensure('u1', load);
    useReminderStore.getState().ensure('u1', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(useReminderStore.getState().status).toBe('loading');
    useReminderStore.getState().put(reminder('pressed'));
    answer([reminder('a'), reminder('pressed')]);
    await vi.waitFor(() => expect(useReminderStore.getState().status).toBe('loaded'));
    expect(useReminderStore.getState().reminders.map((r) => r.id)).toEqual(['a', 'pressed']);
  });

  it("forgets another user's list, and says when the list could not be had", async () => {
    useReminderStore.setState({ userId: 'u1', reminders: [reminder('old')], status: 'loaded' });
    useReminderStore.getState().ensure('u2', () => Promise.reject(new Error('503')));
    expect(useReminderStore.getState().reminders).toEqual([]);
    await vi.waitFor(() => expect(useReminderStore.getState().status).toBe('failed'));
  });
});

describe("the socket's reminder message", () => {
  it('reaches the page when it is well-formed, and nothing else does', () => {
    let handler: (payload: unknown) => void = () => undefined;
    const client = { on: (_: ServerEvent, h: (payload: unknown) => void) => ((handler = h), () => undefined) };
    const shown: unknown[] = [];
    bindReminders(client, (r) => shown.push(r));
    handler({ eventId: 'ev-1', title: 'A vs B', stage: 'soon', kickoffAt: '2026-11-28T20:00:00.000Z' });
    handler({ eventId: 'ev-1', title: 'A vs B', stage: 'halftime', kickoffAt: '2026-11-28T20:00:00.000Z' });
    handler('nonsense');
    expect(shown).toEqual([{ eventId: 'ev-1', title: 'A vs B', stage: 'soon', kickoffAt: '2026-11-28T20:00:00.000Z' }]);
  });
});

describe('registering this browser', () => {
  const KEY = `B${'A'.repeat(86)}`;
  let calls: { name: string; input: unknown }[];
  const api = (async (name: string, input?: unknown) => {
    calls.push({ name, input });
    if (name === 'pushKey') return { content: { publicKey: KEY } };
    return undefined;
  }) as unknown as ApiCaller;

  function browser(permission: NotificationPermission, answer: NotificationPermission = permission) {
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/x',
      options: { applicationServerKey: null },
      toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
      unsubscribe: vi.fn(async () => true),
    };
    const registration = { pushManager: { getSubscription: vi.fn(async () => null), subscribe: vi.fn(async () => subscription) } };
    const requestPermission = vi.fn(async () => answer);
    vi.stubGlobal(
      'Notification',
      Object.assign(function Notification() {}, { permission, requestPermission }),
    );
    vi.stubGlobal('navigator', {
      serviceWorker: { register: vi.fn(async () => registration), ready: Promise.resolve(registration), getRegistration: vi.fn(async () => registration) },
    });
    vi.stubGlobal('window', { PushManager: class {}, Notification: {}, location: { host: 'tv.example.org', origin: 'https://tv.example.org' } });
    return { registration, requestPermission, subscription };
  }

  beforeEach(() => {
    calls = [];
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for permission, subscribes with the platform key and registers the subscription with the texts', async () => {
    const { enableReminderPush } = await import('@/lib/push/reminder-push');
    const { registration, requestPermission } = browser('default', 'granted');
    expect(await enableReminderPush(api, tenant(), LABELS)).toBe('subscribed');
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(registration.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: KEY });
    expect(calls.at(-1)).toEqual({
      name: 'pushSubscribe',
      input: {
        body: { channel: 'webpush', endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) }, labels: LABELS },
      },
    });
  });

  it('registers nothing when the viewer refuses, or the browser has no push service', async () => {
    const { enableReminderPush } = await import('@/lib/push/reminder-push');
    browser('denied');
    expect(await enableReminderPush(api, tenant(), LABELS)).toBe('denied');
    // The worker registers within the press all the same; nothing subscribes.
    expect(navigator.serviceWorker.register).toHaveBeenCalledWith('/push-sw.js', { scope: '/' });
    const { registration } = browser('granted');
    registration.pushManager.subscribe.mockRejectedValue(new DOMException('Registration failed - push service error', 'AbortError'));
    expect(await enableReminderPush(api, tenant(), LABELS)).toBe('failed');
    expect(calls.map((c) => c.name)).not.toContain('pushSubscribe');
  });

  it("registers a OneSignal tenant's subscription through OneSignal, never the portal's worker", async () => {
    const { enableReminderPush } = await import('@/lib/push/reminder-push');
    const { push } = await import('@/lib/push');
    const { registration } = browser('default', 'granted');
    vi.spyOn(push, 'optIn').mockResolvedValue('66666666-7777-4888-9999-000000000000');
    expect(await enableReminderPush(api, tenant('11111111-2222-4333-8444-555555555555'), LABELS)).toBe('subscribed');
    expect(registration.pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls.at(-1)?.input).toEqual({
      body: {
        channel: 'onesignal',
        appId: '11111111-2222-4333-8444-555555555555',
        endpoint: '66666666-7777-4888-9999-000000000000',
        origin: 'https://tv.example.org',
        labels: LABELS,
      },
    });
  });

  it("on sign-out, tells the platform this browser's endpoint, with the leaving session's token", async () => {
    const { forgetThisBrowser } = await import('@/lib/push/reminder-push');
    const { registration, subscription } = browser('granted');
    registration.pushManager.getSubscription.mockResolvedValue(subscription as never);
    await forgetThisBrowser(api, 'old-token');
    expect(calls).toEqual([{ name: 'pushUnsubscribe', input: { body: { endpoint: subscription.endpoint }, token: 'old-token' } }]);
  });
});

describe('OneSignal opt-in', () => {
  it("asks OneSignal's permission and answers the subscription id; null when refused or not set up", async () => {
    const optIn = vi.fn(async () => undefined);
    const sdk = (granted: boolean) => ({
      init: vi.fn(async () => undefined),
      Notifications: { requestPermission: vi.fn(async () => granted) },
      User: { PushSubscription: { id: 'sub-1', optIn } },
    });
    const on = new Push({ load: async () => sdk(true) as never });
    on.init(tenant('app') as never, 'tv.example.org');
    expect(await on.optIn()).toBe('sub-1');
    expect(optIn).toHaveBeenCalledOnce();
    const refused = new Push({ load: async () => sdk(false) as never });
    refused.init(tenant('app') as never, 'tv.example.org');
    expect(await refused.optIn()).toBeNull();
    expect(await new Push().optIn()).toBeNull();
  });
});
