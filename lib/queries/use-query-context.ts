'use client';
/** The browser's query context: the user's API caller, the current tenant and the results it leaves out. */
import { useMemo } from 'react';
import { useApi } from '@/lib/api/browser';
import { useResultsView } from '@/lib/spoilers/use-results-view';
import { useTenant } from '@/lib/tenant/context';
import type { QueryContext } from './context';

export function useQueryContext(): QueryContext {
  const api = useApi();
  const tenant = useTenant();
  const resultsView = useResultsView();
  return useMemo(() => ({ api, tenant: resultsView === tenant.resultsView ? tenant : { ...tenant, resultsView } }), [api, tenant, resultsView]);
}
