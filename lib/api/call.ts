/**
 * Typed calls by name from the contract's route table: `call('eventById', { params: { id } })`.
 * Paths, methods, request shapes and answer schemas all come from the contract's route table
 * (lib/api/contract/routes/), so the portal and the reference API cannot drift.
 *
 * A call's part of the table and its zod schemas load with the call rather than with the page: a
 * public page renders and hydrates from server data, and its first call comes later (or never).
 */
import type * as z from '@/lib/api/contract/zod';
import type { apiRoutes, ApiRouteName } from './contract';
import type { ApiClient } from './client';
import type { Query } from './query';
import { nextTask } from '@/lib/next-task';

type Routes = typeof apiRoutes;
type In<T> = T extends z.ZodMiniType ? z.input<T> : never;
type Out<T> = T extends z.ZodMiniType ? z.output<T> : undefined;

export type CallInput<N extends ApiRouteName> = (Routes[N] extends { params: z.ZodMiniType } ? { params: In<Routes[N]['params']> } : { params?: never }) &
  (Routes[N] extends { query: z.ZodMiniType } ? { query?: In<Routes[N]['query']> } : { query?: never }) &
  (Routes[N] extends { body: z.ZodMiniType } ? { body: In<Routes[N]['body']> } : { body?: never }) & {
    /** A token to send instead of the stored one (e.g. the device-limit flow's restricted token). */
    token?: string;
    signal?: AbortSignal;
  };

export type CallAnswer<N extends ApiRouteName> = Out<Routes[N]['answer']>;

export type ApiCaller = <N extends ApiRouteName>(
  name: N,
  ...input: Partial<CallInput<N>> extends CallInput<N> ? [CallInput<N>?] : [CallInput<N>]
) => Promise<CallAnswer<N>>;

export function createCaller(client: ApiClient): ApiCaller {
  return (async (name: ApiRouteName, input: CallInput<ApiRouteName> = {}) => {
    const { loadRoute, buildPath, anyAnswer } = await import('./route-table');
    const route = await loadRoute(name);
    // In the browser, the request starts in a task after the one that built its schemas.
    if (typeof window !== 'undefined') await nextTask();
    const { params, query, body, token, signal } = input as {
      params?: Record<string, string>;
      query?: Query;
      body?: unknown;
      token?: string;
      signal?: AbortSignal;
    };
    return client({
      method: route.method,
      path: buildPath(route.path, params),
      query,
      body,
      schema: route.answer ?? anyAnswer,
      auth: route.auth === 'none' ? false : (token ?? true),
      signal,
    });
  }) as ApiCaller;
}
