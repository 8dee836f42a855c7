/**
 * The proxy on the malformed-URL corpus (tests/fixtures/bad-urls.ts): Next's router fails on a path
 * it cannot decode, so every such path must reach the proxy (its matchers, run by Next's own matcher
 * code) and leave it as the 404 page or, under /api/, as a 400 in the error envelope; and an over-long
 * or NUL-holding segment is the 404 page before any page asks the platform about it.
 */
import { NextRequest } from 'next/server';
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import type { ProxyMatcher } from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { describe, expect, it, vi } from 'vitest';
import { isDecodablePath } from '@/lib/url/request-path';
import { BAD_URLS } from '@/tests/fixtures/bad-urls';

// next-intl's middleware loads 'next/server' in a way Vitest cannot resolve; its locale detection
// is not what is tested here (the locale then comes from the path prefix, else the default).
vi.mock('next-intl/middleware', async () => {
  const { NextResponse } = await import('next/server');
  return { default: () => () => NextResponse.next() };
});

const { default: proxy, config } = await import('@/proxy');

/** How Next compiles `config.matcher` at build time (exported by Next, though not in its types). */
const { getMiddlewareMatchers } = pageStaticInfo as unknown as { getMiddlewareMatchers: (matcher: string[], nextConfig: object) => ProxyMatcher[] };

const ORIGIN = 'http://localhost:3000';
const reachesProxy = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));
/** What Next's router does with a path: the raw path, then its decoded form where there is one. */
const matched = (path: string) => {
  const url = new URL(path, ORIGIN);
  return reachesProxy(url.pathname, { headers: {}, cookies: {} } as never, Object.fromEntries(url.searchParams));
};
const run = (path: string) => proxy(new NextRequest(new URL(path, ORIGIN)));
const rewrite = (res: Response) => res.headers.get('x-middleware-rewrite');

/** Corpus paths whose path (as a URL parser leaves it) Next could not decode. */
const undecodable = BAD_URLS.filter((u) => !isDecodablePath(new URL(u.path, ORIGIN).pathname));

describe('proxy matchers', () => {
  it('send every path Next cannot decode through the proxy, assets and files included', async () => {
    expect(undecodable.length).toBeGreaterThan(30);
    for (const { path } of undecodable) expect(matched(path), path).toBe(true);
  });

  it('still leave well-formed assets, build manifests and files to Next', async () => {
    for (const path of [
      '/_next/static/chunks/app.js',
      '/builds/latest.json',
      '/favicon.svg',
      '/push-sw.js',
      '/robots.txt',
      '/sitemap.xml',
      '/vendor/hls-1.7.0.js',
    ])
      expect(matched(path), path).toBe(false);
  });

  it('send a path that merely looks like a file through the proxy: the internal tree has no way around it (docs/security.md)', async () => {
    for (const path of ['/demo/en/live/x.y', '/club/de/events/ev-0001.json', '/demo/en/account/a.b/', '/wp-login.php', '/favicon.ico', '/robots.txt.bak'])
      expect(matched(path), path).toBe(true);
  });
});

describe('proxy on malformed paths', () => {
  it('rewrites every page path it cannot route to the 404 page of the right locale', async () => {
    for (const { path } of undecodable.filter((u) => u.answer === 'not-found')) {
      const res = await run(path);
      expect(res.headers.get('location'), path).toBeNull();
      expect(rewrite(res) ?? `none, status ${res.status}`, path).toMatch(/^http:\/\/localhost:3000\/demo\/(en|de|he)\/_not-found\/$/);
    }
    expect(rewrite(await run('/de/%ff/'))).toBe(`${ORIGIN}/demo/de/_not-found/`);
    expect(rewrite(await run('/he/%E0%A4%A/'))).toBe(`${ORIGIN}/demo/he/_not-found/`);
  });

  it('answers an asset, manifest or file path it cannot decode with a plain 404 and no page policy', async () => {
    for (const { path } of undecodable.filter((u) => u.answer === 'plain-not-found')) {
      const res = await run(path);
      expect(res.status, path).toBe(404);
      expect(rewrite(res), path).toBeNull();
      expect(res.headers.get('content-type'), path).toContain('text/plain');
      expect(res.headers.get('content-security-policy'), path).toContain("default-src 'none'");
    }
  });

  it('gives the 404 page with the security headers, not a bare answer', async () => {
    expect((await run('/events/%ff/')).headers.get('content-security-policy')).toContain("object-src 'none'");
  });

  it('answers the 404 page for an over-long or NUL-holding id before a page asks the platform', async () => {
    for (const path of [`/events/${'a'.repeat(3000)}/`, `/league/${'%D0%B0'.repeat(100)}/`, '/events/a%00b/', '/channels/%00/']) {
      expect(rewrite(await run(path)), path).toBe(`${ORIGIN}/demo/en/_not-found/`);
    }
  });

  it('skips the guards for such a path: no sign-in redirect, no trailing-slash redirect', async () => {
    expect(rewrite(await run('/account/%ff/'))).toBe(`${ORIGIN}/demo/en/_not-found/`);
    expect(rewrite(await run('/%ff'))).toBe(`${ORIGIN}/demo/en/_not-found/`);
  });

  it('answers a malformed /api/ path with 400 in the error envelope', async () => {
    for (const { path } of undecodable.filter((u) => u.path.startsWith('/api/'))) {
      const res = await run(path);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ error: true, message: expect.any(String), messageErrorCode: 'validation_error' });
    }
  });

  it('passes well-formed paths on as before', async () => {
    expect(rewrite(await run('/events/ev-0001/'))).toBe(`${ORIGIN}/demo/en/events/ev-0001/`);
    expect(rewrite(await run('/live/%25ff/'))).toBe(`${ORIGIN}/demo/en/live/%25ff/`);
    expect((await run('/api/event/get_by_id/id/a%00b')).status).toBe(200);
    const asset = await run('/_next/static/chunks/a%20b.js');
    expect(asset.headers.get('x-middleware-next')).toBe('1');
    expect(rewrite(asset)).toBeNull();
  });
});
