/** The browser's Sentry, loaded after the page is interactive (client.ts): a budget of 10 events per tab session. */
import { captureException, init } from '@sentry/nextjs';
import { sessionBudget } from './limits';
import { sentryOptions } from './options';
import { routeTag } from './route-tag';
import type { ReportTags } from './client';

export function startSentry(dsn: string, environment: string | undefined): (error: unknown, tags?: ReportTags) => void {
  // The root layout names the tenant on <html> (an error page of the whole app does not: its boundary tags it).
  const tenant = document.documentElement.dataset.tenant;
  init({
    ...sentryOptions({
      dsn,
      environment,
      admit: sessionBudget(() => window.sessionStorage),
      tags: () => ({ ...(tenant ? { tenant } : {}), route: routeTag(location.pathname, tenant) }),
    }),
    // A session update per page view is a request for every visitor and reports no error.
    integrations: (defaults) => defaults.filter((i) => i.name !== 'BrowserSession'),
  });
  return (error, tags) => captureException(error, tags ? { tags } : undefined);
}
