/**
 * The sign-in popup (SPEC §4 'Social popup login', §9): opened centred at least 512×730, then one of
 * success (the callback page posts the provider's answer), error (login_failed), or closed by the
 * user (popup_closed, polled every 500 ms). Messages are accepted only from this page's own origin
 * and only from the popup this tab opened, carrying the state it sent.
 */
import * as z from '@/lib/api/contract/zod';
import { ApiError, ERROR_CODES } from '@/lib/api/errors';
import type { SocialProvider } from '@/lib/models/session';

export const POPUP_MIN_WIDTH = 512;
export const POPUP_MIN_HEIGHT = 730;
export const POPUP_POLL_MS = 500;
export const CALLBACK_MESSAGE_TYPE = 'portal:oauth2-callback';

export const callbackMessageSchema = z.object({
  type: z.literal(CALLBACK_MESSAGE_TYPE),
  provider: z.enum(['google', 'facebook', 'apple', 'ifa']),
  state: z.optional(z.string()),
  access_token: z.optional(z.string().check(z.minLength(1))),
  id_token: z.optional(z.string().check(z.minLength(1))),
  code: z.optional(z.string().check(z.minLength(1))),
  /** Apple sends the name only on the first sign-in; others may add it too. */
  full_name: z.optional(z.string()),
  error: z.optional(z.string()),
  error_description: z.optional(z.string()),
});
export type CallbackMessage = z.output<typeof callbackMessageSchema>;

export const popupClosedError = () => new ApiError('Popup was closed', ERROR_CODES.popupClosed);
export const loginFailedError = () => new ApiError('Login Failed', ERROR_CODES.loginFailed);

interface Screenish {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}

/** window.open features for a popup centred on the current window. */
export function popupFeatures(win: Screenish, width = POPUP_MIN_WIDTH, height = POPUP_MIN_HEIGHT): string {
  const w = Math.max(POPUP_MIN_WIDTH, width);
  const h = Math.max(POPUP_MIN_HEIGHT, height);
  const left = Math.round(win.screenX + Math.max(0, (win.outerWidth - w) / 2));
  const top = Math.round(win.screenY + Math.max(0, (win.outerHeight - h) / 2));
  return `popup=yes,width=${w},height=${h},left=${left},top=${top}`;
}

/** Must run inside the click handler: browsers block popups opened after an await. */
export function openPopup(url: string, provider: SocialProvider): Window {
  const popup = window.open(url, `portal-sign-in-${provider}`, popupFeatures(window));
  if (!popup) throw loginFailedError();
  return popup;
}

export interface WaitOptions {
  popup: Pick<Window, 'closed'>;
  provider: SocialProvider;
  state: string;
  /** The only origin whose messages count: this page's own. */
  origin: string;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  pollMs?: number;
}

/** Decides what a message event means for the popup we wait for; null: not ours, ignore it. */
export function readCallbackMessage(
  event: Pick<MessageEvent, 'origin' | 'data' | 'source'>,
  expected: Omit<WaitOptions, 'target' | 'pollMs'>,
): CallbackMessage | null {
  if (event.origin !== expected.origin) return null;
  if (event.source && event.source !== (expected.popup as unknown)) return null;
  const parsed = callbackMessageSchema.safeParse(event.data);
  if (!parsed.success || parsed.data.provider !== expected.provider) return null;
  return parsed.data;
}

export function waitForCallback(options: WaitOptions): Promise<CallbackMessage> {
  const { popup, state, target = window, pollMs = POPUP_POLL_MS } = options;
  return new Promise<CallbackMessage>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearInterval(timer);
      target.removeEventListener('message', onMessage as EventListener);
      fn();
    };
    const onMessage = (event: MessageEvent) => {
      const message = readCallbackMessage(event, options);
      if (!message) return;
      // A different state is not our popup's answer (or a forged one): fail rather than sign in.
      if (message.state !== state) return finish(() => reject(loginFailedError()));
      finish(() => resolve(message));
    };
    const timer = setInterval(() => {
      // The callback page posts and then closes itself: give its message one turn to arrive.
      if (popup.closed) setTimeout(() => finish(() => reject(popupClosedError())), 50);
    }, pollMs);
    target.addEventListener('message', onMessage as EventListener);
  });
}
