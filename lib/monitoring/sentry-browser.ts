/**
 * The browser's Sentry, loaded after the page is interactive (client.ts): a budget of 10 events per
 * tab session, every event tagged with the tenant and the route.
 */
import { captureException, init } from '@sentry/nextjs';
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
