/**
 * Error reporting in the browser (SPEC §8, §9). Sentry is loaded only when a DSN is configured, and
 * only once the page has loaded and gone idle, so it never weighs on the first paint or hydration;
 * what goes wrong before then is kept (as many as a session may send) and sent when it is ready.
 */
import { afterLoadAndIdle } from '@/lib/after-load';
import { nextTask } from '@/lib/next-task';
import { MONITORING_LIMITS } from './constants';

/** Where an error happened, when the caller knows better than the address bar at sending time. */
export interface ReportContext {
  tenant?: string;
  path?: string;
}
type Capture = (error: unknown, where?: ReportContext) => void;

let capture: Capture | undefined;
const early: Parameters<Capture>[] = [];

export function reportError(error: unknown, where?: ReportContext): void {
  if (capture) capture(error, where);
  else if (early.length < MONITORING_LIMITS.eventsPerSession) early.push([error, where]);
}

export function startClientMonitoring(dsn: string | undefined, environment: string | undefined): void {
  if (!dsn) {
    capture = () => {};
    early.length = 0;
    return;
  }
  // Until Sentry's own handlers are in place, uncaught errors wait with the rest.
  const onError = (e: ErrorEvent) => e.error !== undefined && reportError(e.error);
  const onRejection = (e: PromiseRejectionEvent) => reportError(e.reason);
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  afterLoadAndIdle(() => {
    // The SDK's evaluation and its client's start, each a task of its own.
    void import('./sentry-browser').then(async ({ startSentry }) => {
      await nextTask();
      removeEventListener('error', onError);
      removeEventListener('unhandledrejection', onRejection);
      capture = startSentry(dsn, environment);
      for (const args of early.splice(0)) capture(...args);
    });
  }, 0);
}
