/** Guards are pure functions of the parsed request: continue, redirect, or not found. */
import type { TenantConfig } from '@/lib/tenant/schema';
import type { RouteDef } from '@/lib/routes';
import type { SessionCookie } from '@/lib/session/cookie';

export interface GuardContext {
  tenant: TenantConfig;
  /** Locale-less path as requested (may lack the trailing slash). */
  path: string;
  search: URLSearchParams;
  /** The route this path matches, if any. */
  route: RouteDef | undefined;
  session: SessionCookie | null;
}

export type GuardResult =
  | { kind: 'continue' }
  /** `to` is a locale-less portal path (with query) or an absolute http(s) URL. */
  | { kind: 'redirect'; to: string; permanent?: boolean }
  | { kind: 'not-found' };

export type Guard = (ctx: GuardContext) => GuardResult;

export const next: GuardResult = { kind: 'continue' };
