/**
 * The page side of the portal server (main.ts): what happens to a page answer
 * between Next and the viewer, and the answers the page store gives without Next.
 *
 * A page's HTML is read whole (never streamed: its CSP names the hashes of its scripts, which are
 * known only once it is), turned into a page version, and sent in the encoding the viewer takes.
 * A public page (the proxy's mark, lib/proxy/sharing.ts, and Next's own shared-cache lifetime)
 * leaves with `Cache-Control: public, s-maxage=<what is left of its revalidate window>`, a strong
 * ETag, its Vary and its Cache-Tag, and goes into the page store; anything else leaves private.
 * The revalidation webhook's answer names the tags it expired: the store purges them everywhere.
 * A render that failed because the platform could not be reached (its error carries
 * API_UNAVAILABLE_DIGEST into the error page) answers 503 with Retry-After, from the first failure.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { createPageStore, type PageStore, type StoredPage } from './page-store';
import { BREAKER_DEFAULTS } from '@/lib/api/breaker';
import { API_UNAVAILABLE_DIGEST } from '@/lib/api/unavailable-digest';
import type { IntegrityOf } from '@/lib/security/script-hashes';
import { bodyFor, digestOf, makePageVersion, matchesEtag, preferredEncoding, type PageVersion } from './page-version';
import { createPurgeBus } from './purge-bus';
import { SHARING_HEADER, VARY_HEADER } from '@/lib/proxy/sharing';
import { CACHE_TAGS_HEADER, readStamp, RENDERED_AT_HEADER } from './stamp';
import { variantKey } from './variant';
import { NEXT_CACHE_STATE_HEADER, RESPONSE_METHODS } from './next-internals.mjs';

/** Headers for the portal server only: never sent. */
const INTERNAL_HEADERS = [SHARING_HEADER, VARY_HEADER, RENDERED_AT_HEADER, CACHE_TAGS_HEADER];
/** How long a shared cache may serve a page while the portal is failing (seconds). */
const STALE_IF_ERROR_SECONDS = 86_400;
/** Answers that name the cache tags they expired (`revalidated`): the revalidation webhook's and the tenant reload's. */
const PURGING_PATHS = new Set(['/api/revalidate/', '/api/tenants/reload/']);

type Callback = (error?: Error | null) => void;
/** A response's methods as taken off it (method syntax: any of Node's overloads fits). */
export interface ResponseMethods {
  writeHead(...args: unknown[]): unknown;
  write(...args: unknown[]): unknown;
  end(...args: unknown[]): unknown;
  flushHeaders(...args: unknown[]): unknown;
}
/** The methods a response has now: Next writes a page through them (next-internals.mjs, 7). */
const methodsOf = (res: ServerResponse) => Object.fromEntries(RESPONSE_METHODS.map((name) => [name, res[name]])) as unknown as ResponseMethods;

/** A held answer as Next ended it. */
interface Answer {
  status: number;
  headers: OutgoingHttpHeaders;
}

const header = (value: string | string[] | number | undefined) => (Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value));
const toBuffer = (chunk: unknown, encoding?: BufferEncoding) =>
  Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array);

function publicCacheControl(remainingSeconds: number, windowSeconds: number) {
  return `public, max-age=0, s-maxage=${remainingSeconds}, stale-while-revalidate=${windowSeconds}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;
}

/** Sends a version: 304 when the viewer holds it, else the body in the encoding it takes. */
function sendVersion(req: IncomingMessage, res: ServerResponse, methods: ResponseMethods, status: number, headers: OutgoingHttpHeaders, version: PageVersion) {
  const conditional = status === 200 && headers.etag !== undefined && matchesEtag(header(req.headers['if-none-match']), version.etag);
  if (conditional) {
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    const { 'content-type': _type, 'content-length': _length, ...rest } = headers;
    methods.writeHead.call(res, 304, rest);
    methods.end.call(res);
    return;
  }
  // Only what is given here: Next's own headers (its ETag, a chunked transfer) are replaced, not merged.
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  const { encoding, body } = bodyFor(version, header(req.headers['accept-encoding']));
  const out: OutgoingHttpHeaders = { ...headers, 'content-length': body.length };
  if (encoding !== 'identity') out['content-encoding'] = encoding;
  methods.writeHead.call(res, status, out);
  methods.end.call(res, req.method === 'HEAD' ? undefined : body);
}

export interface PageServerOptions {
  store: { maxBytes: number } | null;
  buildId: string;
  redisUrl: string | undefined;
  /** The integrity of the build's scripts, for the chunks React adds to a page without one. */
  integrityOf: IntegrityOf;
}

export function servePages({ store: storeOptions, buildId, redisUrl, integrityOf }: PageServerOptions) {
  const store: PageStore | null = storeOptions && storeOptions.maxBytes > 0 ? createPageStore(storeOptions) : null;
  const bus = createPurgeBus({ redisUrl, buildId, purge: (tags) => store?.purge(tags) });
  /** Versions by digest, policy and status, so the same page under another key is not compressed again. */
  const versions = new Map<string, Promise<PageVersion>>();
  const warned = new Set<string>();

  /** A version to keep, made once for the same bytes, policy and status. */
  function keptVersionOf(body: Buffer, policy: string | undefined, status: number): Promise<PageVersion> {
    const id = `${digestOf(body)}\n${policy ?? ''}\n${status}`;
    let version = versions.get(id);
    if (!version) {
      version = makePageVersion(body, policy, integrityOf, 'kept', status);
      versions.set(id, version);
      version.catch(() => versions.delete(id));
      // The newest few hundred: a version outlives its page's window only briefly.
      if (versions.size > 500) versions.delete(versions.keys().next().value as string);
    }
    return version;
  }

  /** When a page answer may be kept by shared caches: its stamp and lifetime; null when it is private. */
  function publicLifetime(req: IncomingMessage, answer: Answer, now: number) {
    const stamp = readStamp(answer.headers, { missedNow: now });
    const share = header(answer.headers[SHARING_HEADER]);
    if (share !== 'public' || answer.status !== 200 || req.method !== 'GET' || answer.headers['set-cookie'] !== undefined) return null;
    if (stamp.windowSeconds === undefined || stamp.renderedAt === undefined) return null;
    return { stamp, windowSeconds: stamp.windowSeconds, renderedAt: stamp.renderedAt, freshUntil: stamp.renderedAt + stamp.windowSeconds * 1000 };
  }

  /** The headers a page answer leaves with, and what the store may keep of it. */
  function finishPage(
    answer: Answer,
    version: PageVersion,
    lifetime: ReturnType<typeof publicLifetime>,
    now: number,
  ): { headers: OutgoingHttpHeaders; stored: StoredPage | null } {
    const raw = answer.headers;
    const vary = header(raw[VARY_HEADER]);
    const headers: OutgoingHttpHeaders = { ...raw };
    for (const name of [...INTERNAL_HEADERS, 'etag', 'content-length', 'content-encoding', 'transfer-encoding']) delete headers[name];
    if (version.policy) headers['content-security-policy'] = version.policy;
    for (const script of version.unhashed) {
      if (warned.has(script)) continue;
      warned.add(script);
      console.error(`✖ [csp] a page loads a script without integrity, which its policy blocks: <script ${script}>`);
    }
    if (!lifetime) {
      const cacheControl = header(raw['cache-control']) ?? '';
      headers['cache-control'] =
        answer.status === 503
          ? 'no-store'
          : cacheControl.includes('no-store')
            ? 'private, no-cache, no-store, max-age=0, must-revalidate'
            : 'private, no-cache';
      headers.vary = 'Accept-Encoding';
      return { headers, stored: null };
    }
    const { stamp, windowSeconds, renderedAt, freshUntil } = lifetime;
    const remaining = Math.max(0, Math.ceil((freshUntil - now) / 1000));
    headers['cache-control'] = publicCacheControl(remaining, windowSeconds);
    headers.etag = version.etag;
    headers.vary = vary ?? 'Accept-Encoding';
    if (stamp.tags.length > 0) headers['cache-tag'] = stamp.tags.join(',');
    // Only pages whose tags are known: a purge must be able to reach every page the store keeps.
    const stored = stamp.tags.length > 0 && remaining > 0 ? { version, headers, tags: stamp.tags, renderedAt, freshUntil, staleSeconds: windowSeconds } : null;
    return { headers, stored };
  }

  return {
    /** The response's own methods, before compression wraps them. */
    take(_req: IncomingMessage, res: ServerResponse): ResponseMethods {
      return methodsOf(res);
    },

    /** Answers a request from the page store; false when the store has nothing fresh for it. */
    serveStored(req: IncomingMessage, res: ServerResponse): boolean {
      const key = store ? variantKey(req) : null;
      const page = key ? store?.get(key) : undefined;
      if (!page) return false;
      const remaining = Math.max(1, Math.ceil((page.freshUntil - Date.now()) / 1000));
      const headers = {
        ...page.headers,
        'cache-control': publicCacheControl(remaining, page.staleSeconds),
        date: new Date().toUTCString(),
        [NEXT_CACHE_STATE_HEADER]: 'HIT',
      };
      sendVersion(req, res, methodsOf(res), 200, headers, page.version);
      return true;
    },

    /**
     * Decides at the first header what becomes of a response from Next: a page's HTML and the
     * webhook's answer are held whole and finished here with `original` (compression's wrapping
     * left out); anything else passes on through compression.
     */
    intercept(req: IncomingMessage, res: ServerResponse, original: ResponseMethods) {
      const wrapped = methodsOf(res);
      const key = store ? variantKey(req) : null;
      const requestedAt = Date.now();
      const webhook = req.method === 'POST' && PURGING_PATHS.has((req.url ?? '').split('?')[0] ?? '');
      let held: Buffer[] | null = null;
      let decided = false;
      let ended = false;

      const decide = (args: unknown[]) => {
        decided = true;
        const inline = args.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
        for (const [name, value] of Object.entries(inline ?? {})) if (value !== undefined) res.setHeader(name, value);
        if (typeof args[0] === 'number') res.statusCode = args[0];
        const html = /^text\/html\b/i.test(header(res.getHeader('content-type')) ?? '');
        if ((html && req.method !== 'HEAD') || webhook) {
          held = [];
          return;
        }
        // Not a page's HTML: never kept by a shared cache when it came from a page route (a payload of the client router, a HEAD).
        if (res.hasHeader(SHARING_HEADER) && !/no-store/.test(header(res.getHeader('cache-control')) ?? ''))
          res.setHeader('cache-control', 'private, no-cache');
        for (const name of INTERNAL_HEADERS) res.removeHeader(name);
        wrapped.writeHead.call(res, res.statusCode);
      };

      // The answer as Next ended it: what Next does to the response after its end (a failed
      // background revalidation's error status) is not part of it.
      const finish = async (body: Buffer, answer: Answer) => {
        if (webhook) {
          if (answer.status === 200) {
            const tags = (JSON.parse(body.toString('utf8')) as { revalidated?: unknown }).revalidated;
            if (Array.isArray(tags)) bus.publish(tags.filter((tag): tag is string => typeof tag === 'string'));
          }
          for (const name of res.getHeaderNames()) res.removeHeader(name);
          original.writeHead.call(res, answer.status, { ...answer.headers, 'content-length': body.length });
          original.end.call(res, body);
          return;
        }
        if (answer.status === 500 && body.includes(API_UNAVAILABLE_DIGEST)) {
          answer.status = 503;
          answer.headers['retry-after'] = String(BREAKER_DEFAULTS.cooldownMs / 1000);
          answer.headers['cache-control'] = 'no-store';
        }
        const now = Date.now();
        const lifetime = publicLifetime(req, answer, now);
        const policy = header(answer.headers['content-security-policy']);
        const version = await (lifetime
          ? keptVersionOf(body, policy, answer.status)
          : makePageVersion(body, policy, integrityOf, preferredEncoding(header(req.headers['accept-encoding'])), answer.status));
        const { headers, stored } = finishPage(answer, version, lifetime, now);
        if (stored && key) store?.put(key, stored, requestedAt);
        sendVersion(req, res, original, answer.status, headers, version);
      };

      res.writeHead = function interceptedWriteHead(this: ServerResponse, ...args: unknown[]) {
        if (!decided) decide(args);
        return this;
      } as ServerResponse['writeHead'];
      res.flushHeaders = function interceptedFlush() {
        if (!decided) decide([]);
        if (!held) original.flushHeaders.call(res);
      };
      res.write = function interceptedWrite(chunk: unknown, ...rest: unknown[]) {
        if (!decided) decide([]);
        const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
        const callback = rest.find((arg) => typeof arg === 'function') as Callback | undefined;
        if (!held) return wrapped.write.call(res, chunk, encoding, callback);
        (held as Buffer[]).push(toBuffer(chunk, encoding));
        callback?.();
        return true;
      } as ServerResponse['write'];
      res.end = function interceptedEnd(...args: unknown[]) {
        const callback = args.find((arg) => typeof arg === 'function') as Callback | undefined;
        const chunk = typeof args[0] === 'function' ? undefined : args[0];
        const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined;
        if (!decided) decide([]);
        if (!held) return wrapped.end.call(res, chunk, encoding, callback);
        if (ended) return res;
        ended = true;
        const parts = held as Buffer[];
        if (chunk != null) parts.push(toBuffer(chunk, encoding));
        if (callback) res.once('finish', () => callback());
        finish(Buffer.concat(parts), { status: res.statusCode, headers: { ...res.getHeaders() } }).catch((error: unknown) => {
          console.error(`✖ Page answer failed: ${(error as Error).message}`);
          if (!res.headersSent) {
            original.writeHead.call(res, 500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
            original.end.call(res, 'Internal Server Error');
          } else res.destroy();
        });
        return res;
      } as ServerResponse['end'];
    },

    close: () => bus.close(),
  };
}
