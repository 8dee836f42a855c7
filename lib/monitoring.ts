/**
 * Error reporting (SPEC §8: 5xx and malformed answers are reported). Sentry is loaded only when a
 * DSN is configured, so deployments without one ship none of it. SPEC §9 defaults: 25 breadcrumbs,
 * at most 10 events per session, events over 1 MB dropped.
 */
type SentryModule = typeof import('@sentry/nextjs');

export const MONITORING_LIMITS = { maxBreadcrumbs: 25, eventsPerSession: 10, maxEventBytes: 1024 * 1024 } as const;

let sentry: Promise<SentryModule | null> | null = null;
let sent = 0;

/** Drops events past the per-session budget or over the size limit. */
export function admitEvent<E>(event: E): E | null {
  if (sent >= MONITORING_LIMITS.eventsPerSession) return null;
  if (JSON.stringify(event).length > MONITORING_LIMITS.maxEventBytes) return null;
  sent += 1;
  return event;
}

export function initMonitoring(dsn: string | undefined, environment: string): void {
  if (!dsn || sentry) return;
  sentry = import('@sentry/nextjs').then((S) => {
    S.init({ dsn, environment, maxBreadcrumbs: MONITORING_LIMITS.maxBreadcrumbs, tracesSampleRate: 0, beforeSend: (event) => admitEvent(event) });
    return S;
  });
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  void sentry?.then((S) => S?.captureException(error, context ? { extra: context } : undefined));
}
