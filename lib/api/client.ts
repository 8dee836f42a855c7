/**
 * The one fetch choke point (SPEC §7 'General client behaviour'): base URL, JSON bodies, query
 * encoding, the X-Authorization bearer, 204, error normalisation into ApiError, answers parsed
 * with the shared contract, and on a 401 with authorization on: refresh and retry once.
 */
import type * as z from '@/lib/api/contract/zod';
import { ApiError, ERROR_CODES } from './errors';
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
}

export type ApiClient = <S extends z.ZodMiniType>(options: RequestOptions<S>) => Promise<z.output<S>>;

function join(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** No answer, or not all of it: callers such as the device check must not take it for a refusal. */
const networkError = (status: number) => new ApiError('Network error', ERROR_CODES.network, status);

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

function errorFromBody(body: unknown, status: number): ApiError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; messageErrorCode?: unknown };
  const code = typeof b.messageErrorCode === 'string' && b.messageErrorCode ? b.messageErrorCode : ERROR_CODES.default;
  const message = typeof b.message === 'string' ? b.message : '';
  return new ApiError(message, code, status, body);
}

export function createApiClient({ baseUrl, tokens, fetch: doFetch = globalThis.fetch, report, init }: ApiClientOptions): ApiClient {
  async function send<S extends z.ZodMiniType>(options: RequestOptions<S>, retried: boolean): Promise<z.output<S>> {
    const { method = 'GET', path, query, body, schema, auth = false, signal } = options;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = typeof auth === 'string' ? auth : auth && tokens ? await tokens.getToken() : null;
    if (token) headers['X-Authorization'] = `Bearer ${token}`;

    let res: Response;
    try {
      res = await doFetch(join(baseUrl, path) + encodeQuery(query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        ...(init ?? { cache: 'no-store' }),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw networkError(0);
    }

    // Only a request that carried the stored token can be saved by a refresh.
    if (res.status === 401 && auth === true && tokens && token && !retried) {
      await tokens.refresh(token);
      return send(options, true);
    }

    let data: unknown;
    try {
      data = res.status === 204 ? undefined : await readJson(res, signal);
    } catch (error) {
      const apiError = error as ApiError;
      report?.(apiError);
      throw apiError;
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

  return (options) => send(options, false);
}
