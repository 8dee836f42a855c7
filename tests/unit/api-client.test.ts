import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from '@/lib/api/contract/zod';
import { createApiClient, type TokenSource } from '@/lib/api/client';
import { ApiError, errorMessage } from '@/lib/api/errors';
import { encodeQuery } from '@/lib/api/query';

const BASE = 'http://api.test/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const item = z.object({ id: z.number() });

describe('query encoding', () => {
  it('encodes key=value and arrays as key[]=value, skipping empty values', () => {
    expect(encodeQuery({ page: 0, size: 10, 'identities.id': ['a', 'b'], next: true, gone: undefined, nil: null })).toBe(
      '?page=0&size=10&identities.id%5B%5D=a&identities.id%5B%5D=b&next=true',
    );
  });
  it('gives nothing for no query', () => {
    expect(encodeQuery({})).toBe('');
    expect(encodeQuery(undefined)).toBe('');
  });
});

describe('api client', () => {
  it('joins the base, sends JSON and parses the answer with the schema', async () => {
    server.use(
      http.post('http://api.test/api/thing', async ({ request }) => {
        expect(request.headers.get('content-type')).toBe('application/json');
        expect(await request.json()).toEqual({ a: 1 });
        return HttpResponse.json({ id: 7, extra: 'ignored' });
      }),
    );
    const api = createApiClient({ baseUrl: BASE });
    await expect(api({ method: 'POST', path: '/api/thing', body: { a: 1 }, schema: item })).resolves.toEqual({ id: 7 });
  });

  it('gives an empty result for 204', async () => {
    server.use(http.post('http://api.test/api/empty', () => new HttpResponse(null, { status: 204 })));
    const api = createApiClient({ baseUrl: BASE });
    await expect(api({ method: 'POST', path: '/api/empty', schema: z.undefined() })).resolves.toBeUndefined();
  });

  it('turns a 5xx into an ApiError with the server code and reports it', async () => {
    server.use(
      http.get('http://api.test/api/boom', () => HttpResponse.json({ error: true, message: 'Down', messageErrorCode: 'maintenance' }, { status: 503 })),
    );
    const report = vi.fn();
    const api = createApiClient({ baseUrl: BASE, report });
    const error = await api({ path: '/api/boom', schema: item }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'maintenance', message: 'Down' });
    expect(report).toHaveBeenCalledOnce();
  });

  it('treats a 200 answer with an error field as default_error_message', async () => {
    server.use(http.get('http://api.test/api/soft', () => HttpResponse.json({ error: true, message: 'Nope' })));
    const api = createApiClient({ baseUrl: BASE });
    await expect(api({ path: '/api/soft', schema: item })).rejects.toMatchObject({ code: 'default_error_message', message: 'Nope' });
  });

  it('rejects malformed JSON as an invalid answer instead of crashing', async () => {
    server.use(http.get('http://api.test/api/garbled', () => new HttpResponse('{"id": 1,', { headers: { 'content-type': 'application/json' } })));
    const report = vi.fn();
    const api = createApiClient({ baseUrl: BASE, report });
    await expect(api({ path: '/api/garbled', schema: item })).rejects.toMatchObject({ code: 'invalid_response' });
    expect(report).toHaveBeenCalledOnce();
  });

  it('rejects an answer that does not match the contract', async () => {
    server.use(http.get('http://api.test/api/shape', () => HttpResponse.json({ id: 'seven' })));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = createApiClient({ baseUrl: BASE });
    await expect(api({ path: '/api/shape', schema: item })).rejects.toMatchObject({ code: 'invalid_response' });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('turns a network failure into a network_error', async () => {
    server.use(http.get('http://api.test/api/offline', () => HttpResponse.error()));
    const api = createApiClient({ baseUrl: BASE });
    await expect(api({ path: '/api/offline', schema: item })).rejects.toMatchObject({ code: 'network_error', status: 0 });
  });

  it('turns an answer whose body breaks off into a network_error', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"id":'));
        controller.error(new TypeError('terminated'));
      },
    });
    const api = createApiClient({ baseUrl: BASE, fetch: async () => new Response(body, { status: 200 }) });
    await expect(api({ path: '/api/cut', schema: item })).rejects.toMatchObject({ code: 'network_error', status: 200 });
  });

  it('sends the stored token or a given one in X-Authorization', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('http://api.test/api/me', ({ request }) => {
        seen.push(request.headers.get('x-authorization'));
        return HttpResponse.json({ id: 1 });
      }),
    );
    const tokens: TokenSource = { getToken: async () => 'stored', refresh: async () => 'new' };
    const api = createApiClient({ baseUrl: BASE, tokens });
    await api({ path: '/api/me', schema: item, auth: true });
    await api({ path: '/api/me', schema: item, auth: 'given' });
    await api({ path: '/api/me', schema: item });
    expect(seen).toEqual(['Bearer stored', 'Bearer given', null]);
  });

  it('refreshes once after a 401 and retries the request once', async () => {
    let calls = 0;
    server.use(
      http.get('http://api.test/api/private', ({ request }) => {
        calls += 1;
        return request.headers.get('x-authorization') === 'Bearer fresh' ? HttpResponse.json({ id: 1 }) : HttpResponse.json({}, { status: 401 });
      }),
    );
    let token = 'stale';
    const refresh = vi.fn(async () => (token = 'fresh'));
    const api = createApiClient({ baseUrl: BASE, tokens: { getToken: async () => token, refresh } });
    await expect(api({ path: '/api/private', schema: item, auth: true })).resolves.toEqual({ id: 1 });
    expect(refresh).toHaveBeenCalledOnce();
    expect(calls).toBe(2);
  });

  it('does not retry a second time when the retried request is still 401', async () => {
    let calls = 0;
    server.use(
      http.get('http://api.test/api/private', () => {
        calls += 1;
        return HttpResponse.json({ message: 'no', messageErrorCode: 'unauthorized' }, { status: 401 });
      }),
    );
    const refresh = vi.fn(async () => 'fresh');
    const api = createApiClient({ baseUrl: BASE, tokens: { getToken: async () => 'stale', refresh } });
    await expect(api({ path: '/api/private', schema: item, auth: true })).rejects.toMatchObject({ status: 401 });
    expect(calls).toBe(2);
    expect(refresh).toHaveBeenCalledOnce();
  });
});

describe('error message rule (SPEC §8)', () => {
  const translations: Record<string, string> = { default_error_message: 'An error occurred', device_limit_exceeded: 'Device Limit Exceeded' };
  const t = Object.assign((key: string) => translations[key] ?? key, { has: (key: string) => key in translations });

  it('prefers the translation of the code', () => {
    expect(errorMessage(new ApiError('server text', 'device_limit_exceeded', 200), t)).toBe('Device Limit Exceeded');
  });
  it('falls back to the server message', () => {
    expect(errorMessage(new ApiError('Wrong password', 'bad_credentials', 400), t)).toBe('Wrong password');
  });
  it('falls back to "An error occurred" without a message', () => {
    expect(errorMessage(new ApiError('', 'bad_credentials', 400), t)).toBe('An error occurred');
    expect(errorMessage('weird', t)).toBe('An error occurred');
  });
});
