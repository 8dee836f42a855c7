/**
 * The browser's Sentry, loaded after the page is interactive (client.ts): a budget of 10 events per
 * tab session, every event tagged with the tenant and the route.
 *
 * The browser SDK itself, not @sentry/nextjs' wrapper around it: what the wrapper adds serves
 * tracing, which the portal does not sample, and source maps uploaded by its build plugin, which the
 * portal does not use. The chunk is half the size (52.6 → ~27 KiB gzip), and its evaluation once
 * the page is idle half as long (docs/performance.md, "The phone's main thread").
 */
import { captureException, init } from '@sentry/browser';
import { sessionBudget } from './limits';
import { sentryOptions } from './options';
import { routeTag } from './route-tag';
import type { ReportContext } from './client';

export function startSentry(dsn: string, environment: string | undefined): (error: unknown, where?: ReportContext) => void {
  // The root layout names the tenant on <html> (the page of an error in that layout does not: its boundary says).
  const pageTenant = document.documentElement.dataset.tenant;
  const tagsOf = (path: string, tenant = pageTenant) => ({ ...(tenant ? { tenant } : {}), route: routeTag(path, tenant) });
  init({
    ...sentryOptions({ dsn, environment, admit: sessionBudget(() => window.sessionStorage), tags: () => tagsOf(location.pathname) }),
    // A session update per page view is a request for every visitor and reports no error.
    integrations: (defaults) => defaults.filter((i) => i.name !== 'BrowserSession'),
  });
  return (error, where = {}) => captureException(error, { tags: tagsOf(where.path ?? location.pathname, where.tenant ?? pageTenant) });
}
