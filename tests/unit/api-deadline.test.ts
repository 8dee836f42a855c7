import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from '@/lib/api/contract/zod';
import { createBreaker } from '@/lib/api/breaker';
import { createApiClient } from '@/lib/api/client';
import { API_UNAVAILABLE_DIGEST, ApiError, isUnavailable } from '@/lib/api/errors';

const item = z.object({ id: z.number() });

/** A fetch that connects and never answers, unless its signal aborts (like a hung API). */
function hungFetch() {
  const seen: AbortSignal[] = [];
  const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.signal) seen.push(init.signal);
    return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

/** A fetch that answers at once but whose body never ends. */
function stalledBodyFetch(): typeof globalThis.fetch {
  return (() => Promise.resolve(new Response(new ReadableStream({ start: () => undefined }), { status: 200 }))) as typeof globalThis.fetch;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('deadline of a call', () => {
  it('gives a hung call up past the deadline as a network_error and aborts the request', async () => {
    const { fetch, seen } = hungFetch();
    const api = createApiClient({ baseUrl: 'http://api.test/', fetch, timeoutMs: 3000 });
    const call = api({ path: '/api/slow', schema: item });
    const outcome = expect(call).rejects.toMatchObject({ code: 'network_error', status: 0, message: 'No answer within 3000 ms' });
    await vi.advanceTimersByTimeAsync(2999);
    expect(seen[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(seen[0]?.aborted).toBe(true);
  });

  it('stops waiting even when the fetch ignores the abort (Next refetching a stale cache entry drops the signal)', async () => {
    const never = (() => new Promise<Response>(() => undefined)) as typeof globalThis.fetch;
    const api = createApiClient({ baseUrl: 'http://api.test/', fetch: never, timeoutMs: 500 });
    const outcome = expect(api({ path: '/api/slow', schema: item })).rejects.toMatchObject({ code: 'network_error' });
    await vi.advanceTimersByTimeAsync(500);
    await outcome;
  });

  it('covers the body too: an answer that stops mid-body times out', async () => {
    const api = createApiClient({ baseUrl: 'http://api.test/', fetch: stalledBodyFetch(), timeoutMs: 1000 });
    const outcome = expect(api({ path: '/api/cut', schema: item })).rejects.toMatchObject({ code: 'network_error', message: 'No answer within 1000 ms' });
    await vi.advanceTimersByTimeAsync(1000);
    await outcome;
  });

  it("keeps the caller's own signal working: a cancelled call rejects with the caller's reason, not a timeout", async () => {
    const { fetch } = hungFetch();
    const api = createApiClient({ baseUrl: 'http://api.test/', fetch, timeoutMs: 3000 });
    const controller = new AbortController();
    const call = api({ path: '/api/slow', schema: item, signal: controller.signal });
    const reason = new Error('navigated away');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });

  it('clears its timer once the answer is in', async () => {
    const fetch = (() => Promise.resolve(Response.json({ id: 1 }))) as typeof globalThis.fetch;
    const api = createApiClient({ baseUrl: 'http://api.test/', fetch, timeoutMs: 3000 });
    await expect(api({ path: '/api/fast', schema: item })).resolves.toEqual({ id: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('unavailability errors', () => {
  it('carry the digest the error boundary recognises; a refusal (404) does not', () => {
    expect(new ApiError('Network error', 'network_error', 0).digest).toBe(API_UNAVAILABLE_DIGEST);
    expect(isUnavailable(new ApiError('', 'default_error_message', 503))).toBe(true);
    const missing = new ApiError('gone', 'default_error_message', 404);
    expect(missing.digest).toBeUndefined();
    expect(isUnavailable(missing)).toBe(false);
  });
});

describe('client with a breaker', () => {
  it('stops calling a hung API after 5 timeouts, then lets one trial call through after the back-off', async () => {
    const { fetch } = hungFetch();
    const breaker = createBreaker({ threshold: 5, windowMs: 10_000, cooldownMs: 10_000, now: () => Date.now() });
    const api = createApiClient({ baseUrl: 'http://api.test/', fetch, timeoutMs: 1000, breaker });
    const calls = Array.from({ length: 5 }, () => expect(api({ path: '/api/slow', schema: item })).rejects.toMatchObject({ code: 'network_error' }));
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all(calls);
    expect(breaker.state()).toBe('open');

    await expect(api({ path: '/api/slow', schema: item })).rejects.toMatchObject({ code: 'network_error', message: expect.stringContaining('circuit open') });
    expect(fetch).toHaveBeenCalledTimes(5);

    await vi.advanceTimersByTimeAsync(10_000);
    const trial = expect(api({ path: '/api/slow', schema: item })).rejects.toMatchObject({ code: 'network_error' });
    await expect(api({ path: '/api/slow', schema: item })).rejects.toMatchObject({ message: expect.stringContaining('circuit open') });
    expect(fetch).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(1000);
    await trial;
    expect(breaker.state()).toBe('open');
  });

  it('counts an answered refusal (404) as the API being up', async () => {
    const breaker = createBreaker({ threshold: 2, windowMs: 10_000, cooldownMs: 10_000 });
    let down = true;
    const fetch = (() =>
      down
        ? Promise.reject(new TypeError('fetch failed'))
        : Promise.resolve(fromNetwork(Response.json({ message: 'nope' }, { status: 404 })))) as typeof globalThis.fetch;
    const api = createApiClient({ baseUrl: 'http://api.test/', fetch, breaker });
    await expect(api({ path: '/api/missing', schema: item })).rejects.toMatchObject({ code: 'network_error' });
    down = false;
    await expect(api({ path: '/api/missing', schema: item })).rejects.toMatchObject({ status: 404 });
    down = true;
    await expect(api({ path: '/api/missing', schema: item })).rejects.toMatchObject({ code: 'network_error' });
    expect(breaker.state()).toBe('closed');
  });

  it('opens on a stopped API even while Next answers other calls from its data cache', async () => {
    const breaker = createBreaker({ threshold: 5, windowMs: 10_000, cooldownMs: 10_000 });
    let call = 0;
    // Every other call is a cached answer (a Response Next builds, type 'default'); the rest find no API.
    const fetch = (() => (call++ % 2 ? Promise.resolve(Response.json({ id: 1 })) : Promise.reject(new TypeError('fetch failed')))) as typeof globalThis.fetch;
    const api = createApiClient({ baseUrl: 'http://api.test/', fetch, breaker });
    for (let i = 0; i < 10; i++) await api({ path: '/api/x', schema: item }).catch(() => undefined);
    expect(breaker.state()).toBe('open');
  });
});

/** A Response as the network gives it (type 'basic'), not as Next's data cache builds it ('default'). */
function fromNetwork(response: Response): Response {
  return Object.defineProperty(response, 'type', { value: 'basic' });
}
