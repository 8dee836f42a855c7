/**
 * Runs once when the portal's server starts; onRequestError for every failed render, route handler
 * or action. Error reporting runs in Node only (the tenant registry reads files).
 */
import type { Instrumentation } from 'next';
import { serverEnv } from '@/lib/env';

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const env = serverEnv();
  const { startServerMonitoring } = await import('@/lib/monitoring/server');
  startServerMonitoring(env.SENTRY_DSN, env.NODE_ENV);
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportRequestError } = await import('@/lib/monitoring/server');
  reportRequestError(...args);
};
