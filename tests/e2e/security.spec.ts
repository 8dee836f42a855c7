/**
 * What a deployment shows an attacker (security rules in docs/security.md): every kind of portal
 * response carries the security headers and the tenant's CSP, whose script hashes admit the page's
 * own scripts only, while public pages stay one cached version for everyone; storeUrl goes only to the tenant's hosts; a client cannot choose its address through the
 * /api pass-through. Media signing, the social takeover, the operator tools and sockets are proved
 * beside the API (server/test/api-hardening, api-media-wiring, media-signing, api-realtime-sessions);
 * secrets in the device-limit flow in auth-device-limit.spec.ts.
 */
import { createHash } from 'node:crypto';
import { COMPILE_HINT } from '@/lib/compile-hint';
import { expect, test } from './support/test';

const PAGES = ['/', '/league/lg-premier/', '/events/ev-0001/', '/auth/login/'];

test.describe('headers', () => {
  for (const path of PAGES) {
    test(`${path} carries the CSP and the security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toMatch(/frame-ancestors [^;]*'self'/);
      expect(csp).toContain("script-src-attr 'none'");
      expect(csp).toMatch(/script-src [^;]*'self'/);
      expect(csp).not.toMatch(/script-src [^;]*'unsafe-eval'/);
      expect(csp).toContain('report-uri /api/csp-report');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['permissions-policy']).toContain('fullscreen=(self)');
    });
  }

  test('the /api pass-through answers with the security headers too', async ({ request }) => {
    const response = await request.get('/api/event/grouped_sport_count');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('the home page is one version for every viewer: the same bytes, ETag and policy, public for shared caches, no cookie', async ({ request }) => {
    const first = await request.get('/', { headers: { 'accept-encoding': 'identity' } });
    const second = await request.get('/', { headers: { 'accept-encoding': 'identity' } });
    const [a, b] = [first.headers(), second.headers()];
    expect(b['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    expect(b['etag']).toMatch(/^"[\w-]+"$/);
    expect(b['etag']).toBe(a['etag']);
    expect(b['content-security-policy']).toBe(a['content-security-policy']);
    expect(await second.text()).toBe(await first.text());
    expect(b['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(b['vary']).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(b['cache-tag']).toContain('tenant:demo');
    expect(b['set-cookie']).toBeUndefined();
    const unchanged = await request.get('/', { headers: { 'if-none-match': b['etag'] ?? '' } });
    expect(unchanged.status()).toBe(304);
  });
});

/** The hash sources of a response's script-src. */
function scriptSources(headers: Record<string, string>): string[] {
  return (/script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '').split(' ');
}

test.describe('script hashes', () => {
  for (const path of PAGES) {
    test(`${path}: every script of the page is named by its hash, and nothing else runs`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const sources = scriptSources(headers);
      expect(sources).toContain("'strict-dynamic'");
      expect(sources).not.toContain("'unsafe-inline'");
      expect(headers['content-security-policy']).not.toContain("'nonce-");
      const html = await response.text();
      expect(html).not.toMatch(/<script[^>]*\bnonce=/);
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !(attrs ?? '').includes('application/ld+json'));
      expect(scripts.length).toBeGreaterThan(3);
      for (const [, attrs = '', body = ''] of scripts) {
        const integrity = /integrity="([^"]+)"/.exec(attrs)?.[1];
        if (attrs.includes('src=')) expect(integrity, attrs).toBeDefined();
        const hash = integrity ?? `sha256-${createHash('sha256').update(body).digest('base64')}`;
        expect(sources, attrs).toContain(`'${hash}'`);
      }
      // The sign-in area is never kept by a shared cache; the public pages are.
      if (path.startsWith('/auth/')) expect(headers['cache-control']).toMatch(/^private/);
      else expect(headers['cache-control']).toMatch(/^public/);
    });
  }

  test("each of the front page's scripts starts with the compile hint and matches its integrity (docs/performance.md)", async ({ request }) => {
    const html = await (await request.get('/')).text();
    const external = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*\bintegrity="([^"]+)"/g)];
    expect(external.length).toBeGreaterThan(3);
    for (const [, src = '', integrity] of external) {
      const body = await (await request.get(src)).body();
      expect(body.subarray(0, COMPILE_HINT.length).toString(), src).toBe(COMPILE_HINT);
      expect(`sha256-${createHash('sha256').update(body).digest('base64')}`, src).toBe(integrity);
    }
  });

  test("an injected script does not run, inline or from this origin; the page's own scripts do", async ({ page, cspViolations }) => {
    // Stored markup injection, as if the page's data had smuggled it past React's escaping.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const injected = '<script>window.__plain = 1</script><script src="/api/event/grouped_sport_count"></script>';
        await route.fulfill({ response, body: (await response.text()).replace('</body>', `${injected}</body>`) });
      },
    );
    await page.goto('/');
    // Next's own scripts ran, by their hashes.
    await page.waitForFunction(() => 'next' in window);
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__plain)).toBeUndefined();
    expect(cspViolations.map((v) => v.directive)).toEqual(['script-src-elem', 'script-src-elem']);
    cspViolations.length = 0;
  });
});

test('a storeUrl to a host the tenant does not list is ignored and the home page served', async ({ request }) => {
  const response = await request.get(`/?storeUrl=${encodeURIComponent('https://evil.example/x')}`, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()['location']).toBeUndefined();
  for (const trick of ['//evil.example/x', 'https://apps.apple.com@evil.example/x']) {
    const tricked = await request.get(`/?storeUrl=${encodeURIComponent(trick)}`, { maxRedirects: 0 });
    expect(tricked.status()).toBe(200);
  }
});

test('a forged X-Forwarded-For through the pass-through does not buy a fresh sign-in rate-limit bucket', async ({ request }) => {
  // Without the fix every forged address had its own bucket, so the remaining count never moved.
  const remaining: number[] = [];
  for (const forged of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
    const response = await request.post('/api/user/login', {
      headers: { 'x-forwarded-for': forged, forwarded: `for=${forged}`, 'x-real-ip': forged },
      data: {
        username: `nobody-${Date.now()}@demo.test`,
        password: 'wrong-password',
        device_id: 'security-spec',
        device_name: 'security-spec',
        strategy: 'refresh',
      },
    });
    remaining.push(Number(response.headers()['x-ratelimit-remaining']));
  }
  expect(remaining.every(Number.isFinite)).toBe(true);
  expect(remaining[1]).toBeLessThan(remaining[0] ?? 0);
  expect(remaining[2]).toBeLessThan(remaining[1] ?? 0);
});
