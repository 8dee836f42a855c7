'use client';
/** The browser's query context: the user's API caller and the current tenant. */
import { useMemo } from 'react';
import { useApi } from '@/lib/api/browser';
import { useTenant } from '@/lib/tenant/context';
import type { QueryContext } from './context';

export function useQueryContext(): QueryContext {
  const api = useApi();
  const tenant = useTenant();
  return useMemo(() => ({ api, tenant }), [api, tenant]);
}
