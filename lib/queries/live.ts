'use client';
/**
 * Queries of what the first paint shows (rails, grids, the event page) without React Query in the
 * first load: until the query runtime is there (runtime.ts) a live query is the server's copy from
 * QueryHydration — the same on the server and while hydrating — and then React Query's observer,
 * as useQuery has it. One that has to fetch (no server copy, or a stale one it refetches on mount)
 * loads the runtime once the page has loaded; a refetch or a next page asked for before the
 * runtime is there waits for it. No `select`: the data is shown as the query function gives it.
 */
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { DefaultError, InfiniteData, QueryKey, QueryObserver, UseInfiniteQueryOptions, UseQueryOptions } from '@tanstack/react-query';
import { afterLoad } from '@/lib/after-load';
import { STALE_MS } from './defaults';
import { useHydratedQuery, type DehydratedQuery } from './hydration';
import { hashQueryKey } from './query-hash';
import { loadQueryRuntime, useQueryRuntime, type QueryRuntime } from './runtime';

interface LiveState<TError> {
  error: TError | null;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** The part of useQuery's result that live queries give before the runtime too. */
export type LiveQueryResult<TData, TError = DefaultError> = LiveState<TError> &
  (
    | { status: 'pending'; data: undefined; isPending: true; isSuccess: false; isError: false }
    | { status: 'success'; data: TData; isPending: false; isSuccess: true; isError: false }
    | { status: 'error'; data: undefined; isPending: false; isSuccess: false; isError: true }
    | { status: 'error'; data: TData; isPending: false; isSuccess: false; isError: true }
  );

export type LiveInfiniteQueryResult<TData, TError = DefaultError> = LiveQueryResult<TData, TError> & {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

type AnyObserver = QueryObserver<unknown, unknown, unknown, unknown, QueryKey>;
type Options = UseQueryOptions<unknown, unknown, unknown, QueryKey> & {
  getNextPageParam?: (lastPage: unknown, allPages: unknown[], lastPageParam: unknown, allPageParams: unknown[]) => unknown;
};

export function useLiveQuery<TData, TError = DefaultError, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, TError, TData, TKey>,
): LiveQueryResult<TData, TError> {
  return useLive(options as unknown as Options, false) as LiveQueryResult<TData, TError>;
}

export function useLiveInfiniteQuery<
  TQueryFnData,
  TError = DefaultError,
  TData = InfiniteData<TQueryFnData>,
  TKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(options: UseInfiniteQueryOptions<TQueryFnData, TError, TData, TKey, TPageParam>): LiveInfiniteQueryResult<TData, TError> {
  return useLive(options as unknown as Options, true) as LiveInfiniteQueryResult<TData, TError>;
}

function observerOptions(runtime: QueryRuntime, options: Options) {
  const defaulted = runtime.client.defaultQueryOptions(options as Parameters<QueryRuntime['client']['defaultQueryOptions']>[0]);
  defaulted._optimisticResults = 'optimistic';
  return defaulted;
}

/**
 * React Query's `staleTime` for the server's copy: a number, or a function of the query, asked here
 * of a stand-in holding the copy's state (all such a function reads).
 */
function staleTimeOf(option: Options['staleTime'], hydrated: DehydratedQuery): number {
  const value = typeof option === 'function' ? option({ state: hydrated.state } as Parameters<typeof option>[0]) : option;
  if (value === 'static') return Number.POSITIVE_INFINITY;
  return typeof value === 'number' ? value : STALE_MS;
}

function useLive(options: Options, infinite: boolean): LiveInfiniteQueryResult<unknown, unknown> {
  const runtime = useQueryRuntime();
  const hydrated = useHydratedQuery(hashQueryKey(options.queryKey));
  // A function (React Query's per-query `enabled`) can only be asked once there is a query: until then, enabled.
  const enabled = options.enabled !== false;
  // Created once the runtime is there; its options follow every render, as in useQuery.
  const observer = useMemo<AnyObserver | null>(
    () => {
      if (!runtime) return null;
      const Observer = (infinite ? runtime.InfiniteQueryObserver : runtime.QueryObserver) as unknown as typeof runtime.QueryObserver;
      return new Observer(runtime.client, observerOptions(runtime, options) as never) as unknown as AnyObserver;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one observer per runtime; setOptions below keeps it current
    [runtime, infinite],
  );
  const defaulted = runtime && observer ? observerOptions(runtime, options) : null;
  useEffect(() => {
    if (observer && defaulted) observer.setOptions(defaulted as never);
  }, [observer, defaulted]);

  // What was asked for before the runtime was there runs on its observer.
  const waiting = useRef<((observer: AnyObserver) => Promise<unknown>) | null>(null);
  useEffect(() => {
    const action = waiting.current;
    if (!observer || !action) return;
    waiting.current = null;
    void action(observer);
  }, [observer]);
  const onObserver = useCallback(
    (action: (observer: AnyObserver) => Promise<unknown>) => {
      if (observer) return action(observer);
      waiting.current = action;
      return loadQueryRuntime();
    },
    [observer],
  );

  const data = hydrated?.state.status === 'success' ? hydrated.state.data : undefined;
  const fallback = useMemo<LiveInfiniteQueryResult<unknown, unknown>>(() => {
    const pages = infinite ? (data as InfiniteData<unknown> | undefined) : undefined;
    const last = pages?.pages.length ? pages.pages.length - 1 : -1;
    const state =
      data === undefined
        ? ({ status: 'pending', data, isPending: true, isSuccess: false } as const)
        : ({ status: 'success', data, isPending: false, isSuccess: true } as const);
    return {
      ...state,
      error: null,
      isError: false,
      // An enabled query without data fetches as soon as it can.
      isLoading: enabled && data === undefined,
      isFetching: enabled && data === undefined,
      refetch: () => onObserver((o) => o.refetch()),
      hasNextPage: Boolean(pages && last >= 0 && options.getNextPageParam?.(pages.pages[last], pages.pages, pages.pageParams[last], pages.pageParams) != null),
      isFetchingNextPage: false,
      isFetchNextPageError: false,
      fetchNextPage: () => onObserver((o) => (o as unknown as { fetchNextPage: () => Promise<unknown> }).fetchNextPage()),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- getNextPageParam is a pure function of the pages
  }, [data, enabled, infinite, onObserver]);

  // Without a server copy, or with a stale one it would refetch on mount, the query needs the runtime.
  const updatedAt = hydrated?.state.dataUpdatedAt ?? 0;
  const staleTime = hydrated ? staleTimeOf(options.staleTime, hydrated) : STALE_MS;
  const refetchOnMount = options.refetchOnMount !== false;
  useEffect(() => {
    if (runtime || !enabled) return;
    if (data !== undefined && !(refetchOnMount && Date.now() - updatedAt > staleTime)) return;
    return afterLoad(() => void loadQueryRuntime());
  }, [runtime, enabled, data, refetchOnMount, updatedAt, staleTime]);

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!runtime || !observer) return () => undefined;
      const stop = observer.subscribe(runtime.notifyManager.batchCalls(onChange));
      observer.updateResult();
      return stop;
    },
    [runtime, observer],
  );
  useSyncExternalStore(
    subscribe,
    () => (observer ? observer.getCurrentResult() : fallback),
    () => fallback,
  );
  // As useQuery: a change notifies only a component that read the changed property (a list refetched
  // in the background renders nothing whose data stayed the same).
  const result = observer && defaulted ? observer.trackResult(observer.getOptimisticResult(defaulted as never)) : fallback;
  return result as LiveInfiniteQueryResult<unknown, unknown>;
}
