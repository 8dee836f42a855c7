/**
 * Sends kick-off reminders to browsers (docs/fan-features.md "Kick-off reminders"): standard Web Push
 * (VAPID and RFC 8291 encryption, done by the web-push package; the request goes out through fetch,
 * with a deadline) or OneSignal's REST API for subscriptions a OneSignal tenant registered.
 *
 * A subscription's endpoint is an address a viewer hands us, so it may only name a known push
 * service (PUSH_SERVICE_HOSTS adds more), over https; a loopback address only with the dev tools (a
 * test's push service). Anything else would let a viewer make the platform call where they like.
 */
import webpush from 'web-push';
import { isLoopbackHost, type PushConfig } from '../env';
import type { PushSubscriptionsTable } from '../db/schema';
import type { ReminderPush } from '@/lib/api/contract';

const SEND_TIMEOUT_MS = 10_000;

/** 'gone': the push service no longer knows the subscription (forget it). */
export type SendOutcome = 'sent' | 'gone' | 'failed';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Whether the platform may send to this endpoint (see the header). */
export function allowedEndpoint(endpoint: string, config: Pick<PushConfig, 'serviceHosts' | 'allowLoopback'>): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  if (config.allowLoopback && isLoopbackHost(host)) return url.protocol === 'http:' || url.protocol === 'https:';
  return url.protocol === 'https:' && config.serviceHosts.some((h) => host === h || host.endsWith(`.${h}`));
}

export interface PushSenderOptions {
  config: PushConfig;
  /** The pair in use (PushConfig's, or the one made for development); null: no Web Push. */
  vapid: VapidKeys | null;
  warn: (fields: Record<string, unknown>, message: string) => void;
}

export function createPushSender({ config, vapid, warn }: PushSenderOptions) {
  async function post(url: string, init: RequestInit): Promise<SendOutcome> {
    try {
      const res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
      if (res.status === 404 || res.status === 410) return 'gone';
      if (res.ok) return 'sent';
      warn({ status: res.status, answer: (await res.text()).slice(0, 200) }, 'push refused');
    } catch (err) {
      warn({ err: (err as Error).message }, 'push failed');
    }
    return 'failed';
  }

  async function sendWebPush(sub: PushSubscriptionsTable, payload: ReminderPush, ttlSeconds: number): Promise<SendOutcome> {
    if (!vapid || !allowedEndpoint(sub.endpoint, config)) return 'failed';
    const keys = JSON.parse(sub.keys) as { p256dh: string; auth: string };
    const details = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys }, JSON.stringify(payload), {
      vapidDetails: { subject: config.subject, ...vapid },
      TTL: ttlSeconds,
      urgency: 'high',
    });
    // fetch sets the length of the body itself.
    const headers = Object.fromEntries(Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length')) as Record<string, string>;
    return post(details.endpoint, { method: details.method, headers, body: details.body as Uint8Array<ArrayBuffer> });
  }

  async function sendOneSignal(sub: PushSubscriptionsTable, payload: ReminderPush, ttlSeconds: number): Promise<SendOutcome> {
    if (!config.oneSignal) {
      warn({ endpoint: sub.endpoint }, 'a OneSignal subscription, but ONESIGNAL_REST_API_KEY is not set');
      return 'failed';
    }
    const { appId, origin } = JSON.parse(sub.keys) as { appId: string; origin: string };
    return post(`${config.oneSignal.apiUrl}/notifications`, {
      method: 'POST',
      headers: { authorization: `Key ${config.oneSignal.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        app_id: appId,
        include_subscription_ids: [sub.endpoint],
        headings: { en: payload.title },
        contents: { en: payload.body },
        web_url: new URL(payload.url, origin).href,
        data: payload,
        ttl: ttlSeconds,
        priority: 10,
      }),
    });
  }

  return {
    publicKey: vapid?.publicKey ?? null,
    /** Sends one reminder to one subscription; `ttlSeconds`: how long a push service may hold it. */
    send(sub: PushSubscriptionsTable, payload: ReminderPush, ttlSeconds: number): Promise<SendOutcome> {
      return sub.channel === 'onesignal' ? sendOneSignal(sub, payload, ttlSeconds) : sendWebPush(sub, payload, ttlSeconds);
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;

/** A new VAPID pair (development, when none is configured). */
export const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();
