/**
 * A door for end-to-end tests into the page's real API client, so a test can fire ten calls on an
 * expired token at once and count the refreshes at the API — no page happens to make exactly ten.
 * Closed unless the page's own localStorage opens it; it gives nothing a same-origin script could
 * not already reach (the session, tokens included, is in localStorage by design, SPEC §3).
 */
import type { ApiCaller } from '@/lib/api/call';

export const TEST_HOOKS_KEY = 'portal-e2e-hooks';

declare global {
  interface Window {
    __portalTest?: { api: ApiCaller };
  }
}

export function exposeTestHooks(api: ApiCaller): void {
  try {
    if (window.localStorage.getItem(TEST_HOOKS_KEY) === '1') window.__portalTest = { api };
  } catch {
    // Storage unavailable: no hooks.
  }
}
