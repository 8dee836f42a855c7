/**
 * The browser's Sentry, loaded after the page is interactive (client.ts): a budget of 10 events per
 * tab session, every event tagged with the tenant and the route.
 *
 * The browser SDK itself, not @sentry/nextjs' wrapper around it: what the wrapper adds serves
 * tracing, which the portal does not sample, and source maps uploaded by its build plugin, which the
 * portal does not use. The chunk is half the size (52.6 → ~27 KiB gzip), and its evaluation once
 * the page is idle half as long (docs/performance.md, "The phone's main thread").
 *
 * The client is built with the integrations an error report needs, not through init(), whose
 * defaults bring the rest into the chunk and start them: wrappers around every timer, animation
 * frame and event listener the page adds afterwards (browserApiErrors), a session update per page
 * view (a request for every visitor that reports no error), the console as its own integration
 * (the breadcrumbs keep it), and the browser's culture (an Intl object).
 */
import {
  BrowserClient,
  breadcrumbsIntegration,
  captureException,
  dedupeIntegration,
  defaultStackParser,
  eventFiltersIntegration,
  getCurrentScope,
  globalHandlersIntegration,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
} from '@sentry/browser';
import { sessionBudget } from './limits';
import { sentryOptions } from './options';
import { routeTag } from './route-tag';
import type { ReportContext } from './client';

export function startSentry(dsn: string, environment: string | undefined): (error: unknown, where?: ReportContext) => void {
  // The root layout names the tenant on <html> (the page of an error in that layout does not: its boundary says).
  const pageTenant = document.documentElement.dataset.tenant;
  const tagsOf = (path: string, tenant = pageTenant) => ({ ...(tenant ? { tenant } : {}), route: routeTag(path, tenant) });
  const client = new BrowserClient({
    ...sentryOptions({ dsn, environment, admit: sessionBudget(() => window.sessionStorage), tags: () => tagsOf(location.pathname) }),
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [
      eventFiltersIntegration(),
      // No XHR breadcrumbs: the portal's own calls use fetch, and XHR is hls.js' playlists and
      // segments, a request every second or two while playing. Each was wrapped and recorded, and
      // they filled the 25 breadcrumbs, pushing out the navigation, clicks and API calls that explain
      // an error (docs/operations.md, "Error reporting").
      breadcrumbsIntegration({ xhr: false }),
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
    ],
  });
  getCurrentScope().setClient(client);
  client.init();
  return (error, where = {}) => captureException(error, { tags: tagsOf(where.path ?? location.pathname, where.tenant ?? pageTenant) });
}
