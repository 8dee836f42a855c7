/** Runs once when the portal's server starts; onRequestError for every failed render, route handler or action. */
import type { Instrumentation } from 'next';
import { serverEnv } from '@/lib/env';
import { reportRequestError, startServerMonitoring } from '@/lib/monitoring/server';

export function register() {
  const env = serverEnv();
  startServerMonitoring(env.SENTRY_DSN, env.NODE_ENV);
}

export const onRequestError: Instrumentation.onRequestError = (...args) => reportRequestError(...args);
