/** The Sentry settings the browser and the server share: SPEC §9's limits and no tracing. */
import type { ErrorEvent } from '@sentry/nextjs';
import { MONITORING_LIMITS } from './constants';
import { fitToSize } from './limits';

export interface ReportingOptions {
  dsn: string;
  environment: string | undefined;
  /** Spends one event of the budget (browser) or of the rate (server); false: the event is dropped. */
  admit: () => boolean;
  /** Tags every event carries unless it sets them itself. */
  tags?: () => Record<string, string>;
}

export function sentryOptions({ dsn, environment, admit, tags }: ReportingOptions) {
  return {
    dsn,
    environment,
    maxBreadcrumbs: MONITORING_LIMITS.maxBreadcrumbs,
    tracesSampleRate: 0,
    // Reports of dropped events are no errors, and each one is a request.
    sendClientReports: false,
    beforeSend(event: ErrorEvent): ErrorEvent | null {
      // Size first: an event too large to send spends no budget.
      const fitted = fitToSize(event);
      if (!fitted || !admit()) return null;
      return tags ? { ...fitted, tags: { ...tags(), ...fitted.tags } } : fitted;
    },
  };
}
