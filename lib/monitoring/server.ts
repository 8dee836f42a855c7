/**
 * Error reporting on the portal's server (SPEC §8, §9). Sentry is loaded only with SENTRY_DSN. A
 * server has no session to spend a budget in: it sends at a limited rate instead, so a burst of
 * errors is cut short and the next minute's errors are still reported.
 */
import type { Instrumentation } from 'next';
import 'server-only';
import { tenantForHost } from '@/lib/tenant/registry';
import { rateLimiter } from './limits';
import { sentryOptions } from './options';
import { routeTagOfFile } from './route-tag';

type SentryModule = typeof import('@sentry/nextjs');

let sentry: Promise<SentryModule> | undefined;

export function startServerMonitoring(dsn: string | undefined, environment: string): void {
  if (!dsn || sentry) return;
  sentry = import('@sentry/nextjs').then((S) => {
    S.init(sentryOptions({ dsn, environment, admit: rateLimiter() }));
    return S;
  });
}

export function reportError(error: unknown, tags?: Record<string, string>, extra?: Record<string, unknown>): void {
  void sentry?.then((S) => S.captureException(error, { tags, extra }));
}

/** A failed render, route handler or action (Next's onRequestError), tagged with its tenant and route. */
export function reportRequestError(...[error, request, context]: Parameters<Instrumentation.onRequestError>): void {
  if (!sentry) return;
  const host = request.headers.host;
  const tenant = tenantForHost(Array.isArray(host) ? (host[0] ?? null) : (host ?? null)).id;
  reportError(error, { tenant, route: routeTagOfFile(context.routePath) }, { path: request.path, method: request.method, kind: context.routeType });
}
