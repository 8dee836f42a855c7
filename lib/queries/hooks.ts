'use client';
/**
 * React Query's hooks for components that need the query runtime as they render (account and
 * commerce pages, forms, the signed-in tools, what loads after idle): importing this module brings
 * the runtime (runtime.ts) with the component's code, and the page's QueryClient is created on first
 * use when the provider has not got it yet. First-paint lists use live.ts instead.
 */
import { useContext } from 'react';
import * as ReactQuery from '@tanstack/react-query';
import { browserQueryRuntime } from './browser-runtime';
import { QueryRuntimeContext } from './runtime';

export function useQueryClient(): ReactQuery.QueryClient {
  // The request's runtime on the server (or one a test provides); in the browser, the page's.
  const runtime = useContext(QueryRuntimeContext);
  if (runtime) return runtime.client;
  if (typeof window === 'undefined') throw new Error('React Query hooks need the QueryProvider');
  return browserQueryRuntime().client;
}

// React Query's own hooks with the page's client; a client passed in is ignored (the page has one).
export const useQuery = ((options: Parameters<typeof ReactQuery.useQuery>[0]) => ReactQuery.useQuery(options, useQueryClient())) as typeof ReactQuery.useQuery;
export const useInfiniteQuery = ((options: Parameters<typeof ReactQuery.useInfiniteQuery>[0]) =>
  ReactQuery.useInfiniteQuery(options, useQueryClient())) as typeof ReactQuery.useInfiniteQuery;
export const useMutation = ((options: Parameters<typeof ReactQuery.useMutation>[0]) =>
  ReactQuery.useMutation(options, useQueryClient())) as typeof ReactQuery.useMutation;
