/**
 * The collaborators of the session rules, assembled once per call in the browser. The rules take
 * them as arguments so unit tests can hand in fakes.
 */
import type { ApiCaller } from '@/lib/api/call';
import { analytics } from '@/lib/analytics';
import { describeDevice } from '@/lib/device';
import { push } from '@/lib/push';
import type { PublicTenant } from '@/lib/tenant/schema';
import { useSessionStore } from '@/stores/session-store';
import type { SocialSignInDeps } from './social-sign-in';

export type SessionDeps = SocialSignInDeps;

export function browserSessionDeps(api: ApiCaller, tenant: PublicTenant): SessionDeps {
  return {
    api,
    tenant,
    tenantId: tenant.id,
    device: describeDevice(navigator.userAgent),
    origin: window.location.origin,
    store: () => useSessionStore.getState(),
    analytics,
    push,
  };
}
