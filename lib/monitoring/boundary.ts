'use client';
/**
 * Reports an error an error boundary caught (error.tsx, global-error.tsx) once, tagged with the
 * tenant and the route. React hands a caught error to no global handler, so nothing else sees it.
 */
import { useParams, usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { reportError } from './client';
import { routeTag } from './route-tag';

const reported = new WeakSet<object>();

export function useReportBoundaryError(error: Error & { digest?: string }): void {
  const tenant = useParams<{ tenant?: string }>()?.tenant;
  const pathname = usePathname();
  useEffect(() => {
    // A digest marks an error of the server's render, which the server has reported (instrumentation.ts).
    if (error.digest || reported.has(error)) return;
    reported.add(error);
    reportError(error, { ...(tenant ? { tenant } : {}), route: routeTag(pathname ?? '/', tenant) });
  }, [error, tenant, pathname]);
}
