/**
 * What a deployment shows an attacker (security rules in README "Security"): every kind of portal
 * response carries the security headers and the tenant's CSP while public pages stay in the ISR
 * cache; storeUrl goes only to the tenant's hosts; a client cannot choose its address through the
 * /api pass-through. Media signing, the social takeover, the operator tools and sockets are proved
 * beside the API (server/test/api-hardening, api-media-wiring, media-signing, api-realtime-sessions);
 * secrets in the device-limit flow in auth-device-limit.spec.ts.
 */
import { expect, test } from './support/csp';

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

  test('the home page is still served from the cache with its headers, each time with a new script nonce', async ({ request }) => {
    const first = await request.get('/');
    const response = await request.get('/');
    expect(response.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    expect(response.headers()['content-security-policy']).toContain("object-src 'none'");
    expect(nonceOf(response.headers())).not.toBe(nonceOf(first.headers()));
  });
});

/** The nonce of a response's script-src. */
function nonceOf(headers: Record<string, string>): string {
  const nonce = /script-src [^;]*'nonce-([\w-]+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
  if (!nonce) throw new Error(`no script nonce in ${headers['content-security-policy']}`);
  return nonce;
}

test.describe('script nonces', () => {
  for (const path of PAGES) {
    test(`${path}: every script of the page carries the response's nonce, and no inline script runs without it`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const scriptSrc = /script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1]?.split(' ') ?? [];
      expect(scriptSrc).toContain("'strict-dynamic'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const nonce = nonceOf(headers);
      const scripts = [...(await response.text()).matchAll(/<script\b([^>]*)>/g)]
        .map((m) => m[1] ?? '')
        .filter((attrs) => !attrs.includes('application/ld+json'));
      expect(scripts.length).toBeGreaterThan(3);
      for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
      // The nonce is this viewer's: no shared cache keeps it, no revalidation reuses an old body.
      expect(headers['cache-control']).toMatch(/^private, no-(cache|store)\b/);
      expect(headers['cache-control']).not.toMatch(/s-maxage|public/);
      expect(headers['etag']).toBeUndefined();
    });
  }

  test("an injected script does not run, not even with a nonce from an earlier response; the page's own scripts do", async ({
    page,
    request,
    cspViolations,
  }) => {
    const earlier = nonceOf((await request.get('/')).headers());
    // Stored markup injection, as if the page's data had smuggled it past React's escaping.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const injected = `<script>window.__plain = 1</script><script nonce="${earlier}">window.__replayed = 1</script>`;
        await route.fulfill({ response, body: (await response.text()).replace('</body>', `${injected}</body>`) });
      },
    );
    await page.goto('/');
    // Next's own scripts ran, by their nonce.
    await page.waitForFunction(() => 'next' in window);
    expect(
      await page.evaluate(() => [(window as unknown as Record<string, unknown>).__plain, (window as unknown as Record<string, unknown>).__replayed]),
    ).toEqual([undefined, undefined]);
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
