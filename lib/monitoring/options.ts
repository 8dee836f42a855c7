/** The Sentry settings the browser and the server share: SPEC §9's limits and no tracing. */
import type { ErrorEvent } from '@sentry/nextjs';
import { publicAddress } from '@/lib/url/public-address';
import { MONITORING_LIMITS } from './constants';
import { fitToSize } from './limits';

/**
 * The report's addresses cut to their public part (lib/url/public-address.ts): the page's, the one it
 * came from, and those of the navigations and requests in its breadcrumbs. A reset link's token or
 * an access code in an address never reaches the error tool.
 */
export function withPublicAddresses(event: ErrorEvent): ErrorEvent {
  const request = event.request && {
    ...event.request,
    url: event.request.url && publicAddress(event.request.url),
    query_string: undefined,
    headers: event.request.headers && {
      ...event.request.headers,
      ...(event.request.headers.Referer ? { Referer: publicAddress(event.request.headers.Referer) } : {}),
      ...(event.request.headers.referer ? { referer: publicAddress(event.request.headers.referer) } : {}),
    },
  };
  const breadcrumbs = event.breadcrumbs?.map((crumb) => {
    if (!crumb.data) return crumb;
    const data = { ...crumb.data };
    for (const key of ['url', 'from', 'to']) if (typeof data[key] === 'string') data[key] = publicAddress(data[key]);
    return { ...crumb, data };
  });
  return { ...event, ...(request ? { request } : {}), ...(breadcrumbs ? { breadcrumbs } : {}) };
}

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
      const fitted = fitToSize(withPublicAddresses(event));
      if (!fitted || !admit()) return null;
      return tags ? { ...fitted, tags: { ...tags(), ...fitted.tags } } : fitted;
    },
  };
}
