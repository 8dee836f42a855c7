/**
 * Logout (SPEC §4): clears token, token data, user, cards, selections, followed items, devices and
 * tickets, resets analytics and clears the session cookie the guards read; then, optionally (default
 * yes), tells the platform this browser no longer takes the user's reminders (docs/fan-features.md)
 * and revokes the token on the server.
 */
import { revokeSession } from '@/lib/api/auth';
import type { ApiCaller } from '@/lib/api/call';
import { analytics, AUTH_EVENTS } from '@/lib/analytics';
import { push } from '@/lib/push';
import { useSessionStore } from '@/stores/session-store';
import { sessionCookieString } from './cookie';

function clearSessionCookie(): void {
  if (typeof document === 'undefined') return;
  document.cookie = sessionCookieString(null, window.location.protocol === 'https:');
}

/** Forgets the session in this browser without asking the server (expiry, a removed device). */
export function clearLocalSession(): void {
  useSessionStore.getState().clear();
  clearSessionCookie();
  analytics.reset();
  void push.untagUser();
}

export async function logout(api: ApiCaller, { revoke = true }: { revoke?: boolean } = {}): Promise<void> {
  const { token } = useSessionStore.getState();
  if (token) analytics.track(AUTH_EVENTS.logout);
  // Forgotten here first, so other tabs hear of the sign-out (storage) before the server's revocation
  // reaches them, which would otherwise look to them like an expired session.
  clearLocalSession();
  // The given token only: a dead token must not start a refresh (and the expiry redirect) on the way out.
  if (!revoke || !token) return;
  await import('@/lib/push/reminder-push').then((m) => m.forgetThisBrowser(api, token)).catch(() => undefined);
  await revokeSession(api, token).catch(() => undefined);
}
