/** Runs once when the portal's server starts. */
import { serverEnv } from '@/lib/env';
import { initMonitoring, reportError } from '@/lib/monitoring';

export function register() {
  const env = serverEnv();
  initMonitoring(env.SENTRY_DSN, env.NODE_ENV);
}

export function onRequestError(error: unknown, request: { path: string; method: string }) {
  reportError(error, { path: request.path, method: request.method });
}
