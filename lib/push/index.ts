/**
 * Push notifications through OneSignal (SPEC §7 'Other traffic', §8, §9). Initialised only when the
 * tenant sets app_id_oneSignal and the page is not served locally. react-onesignal's calls never
 * settle when init did not run, so every call goes through `whenReady`, which resolves with the SDK
 * only after a successful init and otherwise skips the call. If init has not finished after 30 s
 * the SDK is given up and 'OneSignal is not setup correctly.' is logged.
 */
import { isLocalHost } from '@/lib/analytics';
import type { PublicTenant } from '@/lib/tenant/schema';

type OneSignalSdk = (typeof import('react-onesignal'))['default'];

export const PUSH_SETUP_TIMEOUT_MS = 30_000;
export const PUSH_NOT_SETUP_MESSAGE = 'OneSignal is not setup correctly.';

type PushTenant = Pick<PublicTenant, 'customer_profile'>;

/** SPEC §7: the custom-domain app id when the host matches custom_domain_url, else the default. */
export function pushAppId(tenant: PushTenant, host: string): string | null {
  const { app_config, custom_domain_url } = tenant.customer_profile;
  if (!app_config.app_id_oneSignal || isLocalHost(host.replace(/:\d+$/, ''))) return null;
  const customHost = custom_domain_url ? new URL(custom_domain_url).host : null;
  if (customHost && customHost === host && app_config.app_id_oneSignal_custom_domain_prod) return app_config.app_id_oneSignal_custom_domain_prod;
  return app_config.app_id_oneSignal;
}

export interface PushOptions {
  load?: () => Promise<OneSignalSdk>;
  timeoutMs?: number;
}

export class Push {
  private ready: Promise<OneSignalSdk | null> = Promise.resolve(null);
  private started = false;

  constructor(private readonly options: PushOptions = {}) {}

  init(tenant: PushTenant, host: string): void {
    if (this.started) return;
    const appId = pushAppId(tenant, host);
    if (!appId) return;
    this.started = true;
    const load = this.options.load ?? (() => import('react-onesignal').then((m) => m.default));
    const setup = load().then(async (sdk) => {
      // The SDK fills in the bell's texts and layout itself; its typings demand them all anyway.
      const notifyButton = { enable: tenant.customer_profile.enable_notifications_oneSignal };
      await sdk.init({ appId, notifyButton } as Parameters<OneSignalSdk['init']>[0]);
      return sdk;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), this.options.timeoutMs ?? PUSH_SETUP_TIMEOUT_MS);
    });
    this.ready = Promise.race([setup, timeout])
      .catch(() => null)
      .then((sdk) => {
        clearTimeout(timer);
        if (!sdk) console.error(PUSH_NOT_SETUP_MESSAGE);
        return sdk;
      });
  }

  /** SPEC §4: a user_id tag on sign-in. */
  tagUser(userId: string): Promise<void> {
    return this.whenReady((sdk) => sdk.User.addTag('user_id', userId));
  }

  untagUser(): Promise<void> {
    return this.whenReady((sdk) => sdk.User.removeTag('user_id'));
  }

  /**
   * Kick-off reminders (docs/fan-features.md): asks for permission and opts this browser in; answers
   * its OneSignal subscription id, or null without one (refused, or OneSignal not set up).
   */
  async optIn(): Promise<string | null> {
    const sdk = await this.ready;
    if (!sdk) return null;
    if (!(await sdk.Notifications.requestPermission())) return null;
    await sdk.User.PushSubscription.optIn();
    return sdk.User.PushSubscription.id ?? null;
  }

  /** This browser's OneSignal subscription id, if it has one. */
  async subscriptionId(): Promise<string | null> {
    return (await this.ready)?.User.PushSubscription.id ?? null;
  }

  private async whenReady(fn: (sdk: OneSignalSdk) => void): Promise<void> {
    const sdk = await this.ready;
    if (!sdk) return;
    try {
      fn(sdk);
    } catch (error) {
      console.warn('[push]', error);
    }
  }
}

/** The page's one push client. */
export const push = new Push();
