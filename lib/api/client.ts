/**
 * The one fetch choke point (SPEC §7 'General client behaviour'): base URL, JSON bodies, query
 * encoding, the X-Authorization bearer, 204, error normalisation into ApiError, answers parsed
 * with the shared contract, and on a 401 with authorization on: refresh and retry once. On the
 * server, also a deadline per call and a circuit breaker per API (lib/api/server.ts).
 */
import type * as z from '@/lib/api/contract/zod';
import type { CircuitBreaker } from './breaker';
import { ApiError, ERROR_CODES, isUnavailable } from './errors';
import { encodeQuery, type Query } from './query';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<S extends z.ZodMiniType> {
  method?: Method;
  path: string;
  query?: Query;
  body?: unknown;
  /** The contract schema of the answer (use z.undefined() / z.unknown() for empty answers). */
  schema: S;
  /** true: the stored token; a string: that token; false (default): no authorization. */
  auth?: boolean | string;
  signal?: AbortSignal;
}

/** How the client gets and renews the stored token; absent on the server (no user token there). */
export interface TokenSource {
  /** A token that is not about to expire (refreshes proactively), or null when signed out. */
  getToken: () => Promise<string | null>;
  /** A fresh token after the API refused `rejected` (401); rejects with the expired-session error. */
  refresh: (rejected: string) => Promise<string>;
}

export interface ApiClientOptions {
  /** api_base: '/' or an absolute URL, ending in '/'. */
  baseUrl: string;
  tokens?: TokenSource;
  fetch?: typeof fetch;
  /** Called for 5xx answers and malformed answers (error reporting, SPEC §8). */
  report?: (error: ApiError) => void;
  /** Extra fetch options: on the server, Next's `next: { revalidate, tags }` caching. */
  init?: RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };
  /** Give a call up (network_error) when its answer is not complete within this many ms. */
  timeoutMs?: number;
  /** Refuse calls while the API is known down; told of every outcome. */
  breaker?: CircuitBreaker;
  /** Headers for every call, asked for at each (the browser's spoiler-free view: lib/spoilers/headers.ts). */
  headers?: () => Record<string, string>;
}

export type ApiClient = <S extends z.ZodMiniType>(options: RequestOptions<S>) => Promise<z.output<S>>;

function join(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * The one maker of network errors — no answer, a broken one, none in time, or none asked for (circuit
 * open): callers such as the device check must not take it for a refusal.
 */
const networkError = (status: number, message = 'Network error') => new ApiError(message, ERROR_CODES.network, status);

async function readJson(res: Response, signal: AbortSignal | undefined): Promise<unknown> {
  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    // Cancelled by the caller, or the connection dropped mid-answer.
    if (signal?.aborted) throw error;
    throw networkError(res.status);
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('The server sent an answer that is not JSON', ERROR_CODES.invalidResponse, res.status);
  }
}

const timeoutError = (ms: number) => networkError(0, `No answer within ${ms} ms`);
const circuitOpenError = () => networkError(0, 'The platform API is unavailable (circuit open)');

interface Deadline {
  signal: AbortSignal | undefined;
  /** The call's promise, or the timeout error once the deadline passes. */
  race: <T>(work: Promise<T>) => Promise<T>;
  expired: () => boolean;
  clear: () => void;
}

/**
 * Aborts the request past `ms` (the caller's own signal still works) and also stops waiting for it:
 * Next's fetch cache drops the signal when it refetches a stale entry, so an abort alone would not
 * end a hung call while a cached page regenerates.
 */
function startDeadline(ms: number | undefined, callerSignal: AbortSignal | undefined): Deadline {
  if (!ms) return { signal: callerSignal, race: (work) => work, expired: () => false, clear: () => undefined };
  const controller = new AbortController();
  const error = timeoutError(ms);
  let fail: (reason: ApiError) => void = () => undefined;
  const expiry = new Promise<never>((_, reject) => (fail = reject));
  expiry.catch(() => undefined);
  const timer = setTimeout(() => {
    controller.abort(error);
    fail(error);
  }, ms);
  return {
    signal: callerSignal ? AbortSignal.any([callerSignal, controller.signal]) : controller.signal,
    race: (work) => Promise.race([work, expiry]),
    expired: () => controller.signal.aborted,
    clear: () => clearTimeout(timer),
  };
}

function errorFromBody(body: unknown, status: number): ApiError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; messageErrorCode?: unknown };
  const code = typeof b.messageErrorCode === 'string' && b.messageErrorCode ? b.messageErrorCode : ERROR_CODES.default;
  const message = typeof b.message === 'string' ? b.message : '';
  return new ApiError(message, code, status, body);
}

export function createApiClient({
  baseUrl,
  tokens,
  fetch: doFetch = globalThis.fetch,
  report,
  init,
  timeoutMs,
  breaker,
  headers: extraHeaders,
}: ApiClientOptions): ApiClient {
  /** `heard.fromApi`: an answer came from the API itself (not from Next's data cache, whose Response it builds: type 'default'). */
  async function send<S extends z.ZodMiniType>(options: RequestOptions<S>, retried: boolean, heard: { fromApi: boolean }): Promise<z.output<S>> {
    const { method = 'GET', path, query, body, schema, auth = false, signal } = options;
    const headers: Record<string, string> = { ...extraHeaders?.(), Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = typeof auth === 'string' ? auth : auth && tokens ? await tokens.getToken() : null;
    if (token) headers['X-Authorization'] = `Bearer ${token}`;

    const deadline = startDeadline(timeoutMs, signal);
    let res: Response;
    let data: unknown;
    try {
      try {
        res = await deadline.race(
          doFetch(join(baseUrl, path) + encodeQuery(query), {
            method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
            signal: deadline.signal,
            ...(init ?? { cache: 'no-store' }),
          }),
        );
      } catch (error) {
        if (signal?.aborted) throw error;
        throw deadline.expired() ? timeoutError(timeoutMs ?? 0) : networkError(0);
      }
      heard.fromApi = res.type !== 'default';

      // Only a request that carried the stored token can be saved by a refresh.
      if (res.status === 401 && auth === true && tokens && token && !retried) {
        deadline.clear();
        await tokens.refresh(token);
        return send(options, true, heard);
      }

      try {
        data = res.status === 204 ? undefined : await deadline.race(readJson(res, deadline.signal));
      } catch (error) {
        if (signal?.aborted) throw error;
        const apiError = deadline.expired() ? timeoutError(timeoutMs ?? 0) : (error as ApiError);
        report?.(apiError);
        throw apiError;
      }
    } finally {
      deadline.clear();
    }

    if (!res.ok) {
      const apiError = errorFromBody(data, res.status);
      if (res.status >= 500) report?.(apiError);
      throw apiError;
    }
    // SPEC §7: an answer carrying an error field is treated as default_error_message.
    if (typeof data === 'object' && data !== null && 'error' in data && (data as { error: unknown }).error) {
      throw new ApiError(errorFromBody(data, res.status).message, ERROR_CODES.default, res.status, data);
    }

    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const apiError = new ApiError(`Malformed answer from ${method} ${path}`, ERROR_CODES.invalidResponse, res.status, data);
      console.error(apiError.message, parsed.error.issues.slice(0, 3));
      report?.(apiError);
      throw apiError;
    }
    return parsed.data;
  }

  if (!breaker) return (options) => send(options, false, { fromApi: false });
  return async (options) => {
    if (!breaker.allow()) throw circuitOpenError();
    // Only the API's own answers say it is up: an answer from the data cache says nothing, and
    // counted as a success it would clear the failures of the calls beside it in an outage.
    const heard = { fromApi: false };
    try {
      const answer = await send(options, false, heard);
      if (heard.fromApi) breaker.success();
      else breaker.unheard();
      return answer;
    } catch (error) {
      if (isUnavailable(error)) breaker.failure();
      // A caller that gave up learnt nothing about the API; any other answer (404, 400…) means it is up.
      else if (heard.fromApi && !options.signal?.aborted) breaker.success();
      else breaker.unheard();
      throw error;
    }
  };
}
