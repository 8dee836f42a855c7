import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { browserLocale } from '@/lib/i18n/negotiate';
import { matchRoute } from '@/lib/routes';
import { createPageStore, type StoredPage } from '@/portal-server/page-store';
import { bodyFor, makePageVersion, matchesEtag, preferredEncoding } from '@/portal-server/page-version';
import { sharingOf } from '@/lib/proxy/sharing';
import { readStamp } from '@/portal-server/stamp';
import { variantKey } from '@/portal-server/variant';
import { encodeSessionCookie } from '@/lib/session/cookie';

describe('which page answers a shared cache may keep (docs/operations.md, Serving through a CDN)', () => {
  it('keeps public pages, varying by the cookies (the spoiler-free variant, the session) and, without a locale prefix, the languages', () => {
    expect(sharingOf({ route: matchRoute('/'), prefixed: false })).toEqual({
      share: 'public',
      vary: ['Accept-Encoding', 'Accept-Language', 'Cookie'],
    });
    expect(sharingOf({ route: matchRoute('/league/lg-1/'), prefixed: true })).toEqual({ share: 'public', vary: ['Accept-Encoding', 'Cookie'] });
  });

  it('keeps no signed-in page, no page of the sign-in area and no unknown path', () => {
    for (const path of ['/account/', '/club/', '/payment/success/', '/auth/login/', '/auth/password/reset/', '/no/such/']) {
      expect(sharingOf({ route: matchRoute(path), prefixed: false }), path).toEqual({ share: 'private' });
    }
  });
});

describe('the page store key', () => {
  const request = (url: string, headers: Record<string, string> = {}) => variantKey({ method: 'GET', url, headers: { host: 'tv.example', ...headers } });

  it('tells apart what the answer can depend on: host, address, and the locale inputs of an unprefixed path', () => {
    expect(request('/')).not.toBe(request('/', { host: 'club.example' }));
    expect(request('/')).not.toBe(request('/?storeUrl=x'));
    expect(request('/')).not.toBe(request('/', { 'accept-language': 'de' }));
    expect(request('/')).not.toBe(request('/', { cookie: 'NEXT_LOCALE=de' }));
    expect(request('/de/')).toBe(request('/de/', { 'accept-language': 'fr', cookie: 'NEXT_LOCALE=fr; other=1' }));
  });

  it('tells the spoiler-free variant apart by what the cookie says: hide, show, or nothing valid', () => {
    expect(request('/de/', { cookie: 'spoiler_free=all' })).not.toBe(request('/de/'));
    expect(request('/de/', { cookie: 'spoiler_free=all' })).not.toBe(request('/de/', { cookie: 'spoiler_free=off' }));
    expect(request('/de/', { cookie: 'spoiler_free=off' })).not.toBe(request('/de/'));
    expect(request('/de/', { cookie: 'spoiler_free=all; other=1' })).toBe(request('/de/', { cookie: 'spoiler_free=all' }));
    // "followed" gets the page without results too; a value it does not know, the tenant's default.
    expect(request('/de/', { cookie: 'spoiler_free=followed' })).toBe(request('/de/', { cookie: 'spoiler_free=all' }));
    expect(request('/de/', { cookie: 'spoiler_free=x1' })).toBe(request('/de/'));
  });

  it('tells a signed-in viewer without a favorite club from everyone else', () => {
    const noClub = `portal_session=${encodeSessionCookie({ uid: 'u1', club: false })}`;
    const club = `portal_session=${encodeSessionCookie({ uid: 'u1', club: true })}`;
    expect(request('/de/', { cookie: noClub })).not.toBe(request('/de/'));
    expect(request('/de/', { cookie: club })).toBe(request('/de/'));
  });

  it("has none for the client router's requests and anything but GET and HEAD", () => {
    expect(request('/', { rsc: '1' })).toBeNull();
    expect(request('/?_rsc=abc')).toBeNull();
    expect(variantKey({ method: 'POST', url: '/', headers: {} })).toBeNull();
    expect(variantKey({ method: 'HEAD', url: '/', headers: {} })).not.toBeNull();
  });
});

describe('a page version', () => {
  const html = Buffer.from(`<!DOCTYPE html><html><head><script>a()</script></head><body>${'<p>Match</p>'.repeat(200)}</body></html>`);

  it('is compressed once in brotli and gzip, with a strong ETag and the policy completed with its script hashes', async () => {
    const version = await makePageVersion(html, "default-src 'self'; script-src 'self' 'strict-dynamic'; script-src-attr 'none'");
    expect(brotliDecompressSync(version.bodies.br!)).toEqual(html);
    expect(gunzipSync(version.bodies.gzip!)).toEqual(html);
    expect(version.etag).toMatch(/^"[\w-]{32}"$/);
    expect(version.policy).toMatch(/^default-src 'self'; script-src 'self' 'strict-dynamic' 'sha256-[\w+/=]+'; script-src-attr 'none'$/);
    expect((await makePageVersion(html, undefined)).etag).toBe(version.etag);
  });

  it('goes out in the best encoding the viewer takes, and plain when it is too small to gain', async () => {
    const version = await makePageVersion(html, undefined);
    expect(bodyFor(version, 'gzip, deflate, br, zstd').encoding).toBe('br');
    expect(bodyFor(version, 'gzip').encoding).toBe('gzip');
    expect(bodyFor(version, 'br;q=0, gzip').encoding).toBe('gzip');
    expect(bodyFor(version, undefined).encoding).toBe('identity');
    expect(bodyFor(await makePageVersion(Buffer.from('<p>hi</p>'), undefined), 'br').encoding).toBe('identity');
    expect(preferredEncoding('identity')).toBe('identity');
  });

  it('answers If-None-Match with its ETag, a list holding it, or *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});

describe('the stamp of a page version', () => {
  it("reads when it was rendered, its tags and its window from Next's answer", () => {
    expect(
      readStamp(
        { 'x-portal-rendered-at': '1000', 'x-portal-cache-tags': 'tenant:demo,event:ev-1', 'cache-control': 's-maxage=10, stale-while-revalidate=31535990' },
        { missedNow: 5 },
      ),
    ).toEqual({ renderedAt: 1000, tags: ['tenant:demo', 'event:ev-1'], windowSeconds: 10 });
  });

  it('takes a page rendered for this request as new, and knows no age of an unstamped hit', () => {
    expect(readStamp({ 'x-nextjs-cache': 'MISS', 'cache-control': 's-maxage=30' }, { missedNow: 7 }).renderedAt).toBe(7);
    expect(readStamp({ 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=30' }, { missedNow: 7 }).renderedAt).toBeUndefined();
    expect(readStamp({ 'cache-control': 'private, no-cache, no-store' }, { missedNow: 7 }).windowSeconds).toBeUndefined();
  });
});

describe('the page store', () => {
  const page = async (tags: string[], freshUntil: number, size = 2000): Promise<StoredPage> => ({
    version: await makePageVersion(Buffer.from('x'.repeat(size)), undefined),
    headers: {},
    tags,
    renderedAt: 0,
    freshUntil,
    staleSeconds: 10,
  });

  it('serves a page until its window ends, never after', async () => {
    let now = 0;
    const store = createPageStore({ maxBytes: 1e6, now: () => now });
    store.put('a', await page(['tenant:demo'], 10_000));
    expect(store.get('a')).toBeDefined();
    now = 10_000;
    expect(store.get('a')).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('purges every page showing one of the tags, and only those', async () => {
    const store = createPageStore({ maxBytes: 1e6, now: () => 0 });
    store.put('event', await page(['tenant:demo', 'event:ev-1'], 10_000));
    store.put('list', await page(['tenant:demo', 'event-lists'], 10_000));
    store.put('faq', await page(['tenant:demo'], 10_000));
    expect(store.purge(['event:ev-1', 'event-lists'])).toBe(2);
    expect([store.get('event'), store.get('list'), store.get('faq')].map(Boolean)).toEqual([false, false, true]);
  });

  it('lets the least recently used pages go once it holds its size', async () => {
    const store = createPageStore({ maxBytes: 5000, now: () => 0 });
    store.put('a', await page(['t'], 10_000));
    store.put('b', await page(['t'], 10_000));
    store.get('a');
    store.put('c', await page(['t'], 10_000));
    expect([store.get('a'), store.get('b'), store.get('c')].map(Boolean)).toEqual([true, false, true]);
    expect(store.bytes).toBeLessThanOrEqual(5000);
  });
});

describe("the browser's locale (the locale cookie kept by the page)", () => {
  it('is the first language that is a locale or shares its language, else English', () => {
    expect(browserLocale(['de-DE', 'en'])).toBe('de');
    expect(browserLocale(['fr-CA', 'fr'])).toBe('fr-CA');
    expect(browserLocale(['fr-BE'])).toBe('fr');
    expect(browserLocale(['uk'])).toBe('uk-UA');
    expect(browserLocale(['ja', 'he-IL'])).toBe('he');
    expect(browserLocale(['ja'])).toBe('en');
  });
});

describe('the static files (compressed at build time)', () => {
  it('sends the precompressed copy a client takes, cached for good, and leaves anything else to Next', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const http = await import('node:http');
    const { brotliCompressSync } = await import('node:zlib');
    const { createStaticFiles } = await import('@/portal-server/static-files');
    const dist = mkdtempSync(path.join(tmpdir(), 'static-files-'));
    mkdirSync(path.join(dist, 'static/chunks'), { recursive: true });
    const js = 'console.log("chunk");'.repeat(100);
    writeFileSync(path.join(dist, 'static/chunks/a.js'), js);
    writeFileSync(path.join(dist, 'static/chunks/a.js.br'), brotliCompressSync(js));
    const files = createStaticFiles({ distDir: dist, production: false });
    const server = http.createServer((req, res) => {
      if (!files.serve(req, res)) res.writeHead(418).end();
    });
    await new Promise<void>((resolve) => server.listen(0, resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const br = await fetch(`${base}/_next/static/chunks/a.js`, { headers: { 'accept-encoding': 'br' } });
      expect([br.status, br.headers.get('content-encoding'), br.headers.get('cache-control')]).toEqual([200, 'br', 'public, max-age=31536000, immutable']);
      expect(br.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await br.text()).toBe(js);
      const gzip = await fetch(`${base}/_next/static/chunks/a.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers.get('content-encoding')).toBeNull();
      for (const other of ['/_next/static/chunks/b.js', '/_next/static/%2e%2e/x.js', '/_next/static/chunks/.a.js', '/_next/static/chunks/a.js.map'])
        expect((await fetch(`${base}${other}`)).status, other).toBe(418);
    } finally {
      server.close();
    }
  });
});

describe('the page store, counting', () => {
  it('counts a version kept under several keys once', async () => {
    const store = createPageStore({ maxBytes: 1e6, now: () => 0 });
    const version = await makePageVersion(Buffer.from('y'.repeat(3000)), undefined);
    const page: StoredPage = { version, headers: {}, tags: ['t'], renderedAt: 0, freshUntil: 10_000, staleSeconds: 10 };
    store.put('en-US', page);
    const one = store.bytes;
    store.put('en-GB', page);
    expect(store.bytes).toBe(one);
    store.purge(['t']);
    expect(store.bytes).toBe(0);
  });
});

describe('the page store and a purge', () => {
  it('refuses a version rendered before a purge of its tags, which a request under way would put back', async () => {
    let now = 1000;
    const store = createPageStore({ maxBytes: 1e6, now: () => now });
    const version = await makePageVersion(Buffer.from('z'.repeat(3000)), undefined);
    const page = (renderedAt: number): StoredPage => ({
      version,
      headers: {},
      tags: ['event-lists'],
      renderedAt,
      freshUntil: renderedAt + 30_000,
      staleSeconds: 30,
    });
    store.purge(['event-lists']);
    store.put('live', page(999));
    expect(store.get('live')).toBeUndefined();
    // Rendered after the purge, but by a request that reached Next before it (data read before it).
    store.put('live', page(1200), 900);
    expect(store.get('live')).toBeUndefined();
    now = 1500;
    store.put('live', page(1200), 1100);
    expect(store.get('live')).toBeDefined();
  });
});
