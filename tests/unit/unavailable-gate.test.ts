import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unavailablePageHtml } from '@/lib/api/unavailable-page';
import { brandSchema } from '@/lib/tenant/brand';
import { breakerFor } from '@/lib/api/breaker';
import { PER_REQUEST_PATTERNS, unavailableWhileApiDown } from '@/lib/api/unavailable-gate';
import { getTenant } from '@/lib/tenant/registry';
import type { TenantConfig } from '@/lib/tenant/schema';

let n = 0;
const tenantWithOwnApi = (): TenantConfig => ({ ...getTenant('demo'), api_base: `http://gate-${++n}.test/` });
const down = (tenant: TenantConfig) => {
  for (let i = 0; i < 5; i++) breakerFor(tenant.api_base).failure();
};
/** What routePage answers for a page: a rewrite to the internal tree. */
const routed = (tenant: TenantConfig, internalPath: string) =>
  new Response(null, { headers: { 'x-middleware-rewrite': `http://localhost:3000/${tenant.id}${internalPath}` } });

describe('unavailable gate', () => {
  it('answers a per-request page with a 503 page, Retry-After and no caching while the API circuit is open', async () => {
    const tenant = tenantWithOwnApi();
    down(tenant);
    const answer = await unavailableWhileApiDown(new Request('http://localhost:3000/de/events/ev-1/?t=5'), routed(tenant, '/de/events/ev-1/query/'), tenant);
    expect(answer?.status).toBe(503);
    expect(Number(answer?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(answer?.headers.get('cache-control')).toBe('no-store');
    const html = (await answer?.text()) ?? '';
    expect(html).toContain('lang="de"');
    expect(html).toContain('Vorübergehend nicht verfügbar');
    expect(html).toContain('href="/de/events/ev-1/?t=5"');
  });

  it('leaves pages served from the cache alone: the last good copy beats an error page', async () => {
    const tenant = tenantWithOwnApi();
    down(tenant);
    expect(await unavailableWhileApiDown(new Request('http://localhost:3000/'), routed(tenant, '/en/'), tenant)).toBeNull();
    expect(await unavailableWhileApiDown(new Request('http://localhost:3000/league/l-1/'), routed(tenant, '/en/league/l-1/'), tenant)).toBeNull();
    expect(await unavailableWhileApiDown(new Request('http://localhost:3000/events/ev-1/'), routed(tenant, '/en/events/ev-1/'), tenant)).toBeNull();
  });

  it('lets requests through while the circuit is closed, and redirects always', async () => {
    const tenant = tenantWithOwnApi();
    expect(await unavailableWhileApiDown(new Request('http://localhost:3000/search/'), routed(tenant, '/en/search/'), tenant)).toBeNull();
    down(tenant);
    const redirect = new Response(null, { status: 307, headers: { location: '/search/' } });
    expect(await unavailableWhileApiDown(new Request('http://localhost:3000/search'), redirect, tenant)).toBeNull();
  });

  it('lists exactly the pages rendered per request that call the API', () => {
    const appDir = path.join(process.cwd(), 'app/[tenant]/[locale]');
    const pages = (fs.readdirSync(appDir, { recursive: true }) as string[]).filter((f) => f.endsWith('page.tsx'));
    const dynamicPatterns = pages
      .filter((f) => fs.readFileSync(path.join(appDir, f), 'utf8').includes("dynamic = 'force-dynamic'"))
      .map((f) =>
        `/${path
          .dirname(f)
          .split(path.sep)
          .filter((s) => !s.startsWith('('))
          .join('/')}/`.replace('//', '/'),
      )
      // The test pages (a player with a stream key it is given, a page that fails on purpose) ask the API
      // nothing; the brand page shows without it (its sample card left out).
      .filter((p) => !['/dev-ad-test/', '/dev-error-test/', '/%5Fbrand/'].includes(p));
    expect(new Set(dynamicPatterns)).toEqual(PER_REQUEST_PATTERNS);
  });
});

describe('unavailable page', () => {
  it("is in the tenant's colours, right-to-left for he, and escapes what it shows", () => {
    const html = unavailablePageHtml(
      { name: 'A <b>&</b> TV', primary_color: '#112233', enable_white_theme: false, brand: brandSchema.parse({}) },
      'he',
      { title: 't', text: 'x', retry: 'r' },
      '/he/search/?q="><script>',
    );
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('--brand:#112233');
    expect(html).toContain('A &#60;b&#62;&#38;&#60;/b&#62; TV');
    expect(html).not.toContain('"><script>');
  });
});
