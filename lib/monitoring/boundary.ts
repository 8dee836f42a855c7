'use client';
/**
 * Reports an error an error boundary caught (error.tsx, global-error.tsx) once, with the tenant and
 * the page it happened on. React hands a caught error to no global handler, so nothing else sees it.
 */
import { useParams, usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { reportError } from './client';

const reported = new WeakSet<object>();

export function useReportBoundaryError(error: Error & { digest?: string }): void {
  const tenant = useParams<{ tenant?: string }>()?.tenant;
  const path = usePathname() ?? undefined;
  useEffect(() => {
    // A digest marks an error of the server's render, which the server has reported (instrumentation.ts).
    if (error.digest || reported.has(error)) return;
    reported.add(error);
    reportError(error, { tenant, path });
  }, [error, tenant, path]);
}
