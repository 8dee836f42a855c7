/**
 * A failed or timed-out platform API call during a server render fails the render (so Next keeps
 * the last good cached page) instead of rendering empty rails and menus.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getHeaderData } from '@/lib/queries/load-header-data';
import { HomeContent } from '@/components/event/home-content';
import { getTenant } from '@/lib/tenant/registry';
import type { TenantConfig } from '@/lib/tenant/schema';

// The page's client leaves are not rendered here: only its loads run (the render stops at the first failure).
vi.mock('@/lib/i18n/navigation', () => ({ Link: () => null, usePathname: () => '/', useRouter: () => ({}) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

// Each test its own API base: the breaker is per base and per process.
let n = 0;
const tenantWithOwnApi = (): TenantConfig => ({ ...getTenant('demo'), enable_leagues_view: true, api_base: `http://api-${++n}.test/` });

const sports = { content: [{ sportType: 'football', total: 3, live: 1, upcoming: 1, archived: 1 }] };
const noLeagues = { entryCount: 0, totalCount: 0, itemsPerPage: 10, startIndex: 0, count: 0, nextExists: false, entries: [] };

describe('server render paths', () => {
  it('the header fails instead of leaving its menus out when the API answers 503', async () => {
    const tenant = tenantWithOwnApi();
    server.use(
      http.get(`${tenant.api_base}api/event/grouped_sport_count`, () => HttpResponse.json({ message: 'down' }, { status: 503 })),
      http.post(`${tenant.api_base}api/identity/list`, () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    );
    await expect(getHeaderData(tenant)).rejects.toMatchObject({ status: 503 });
  });

  it('the header gives up a hung API at the deadline instead of hanging the page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const tenant = { ...tenantWithOwnApi(), api_timeout_ms: 2000 };
    server.use(
      http.get(`${tenant.api_base}api/event/grouped_sport_count`, () => new Promise<never>(() => undefined)),
      http.post(`${tenant.api_base}api/identity/list`, () => new Promise<never>(() => undefined)),
    );
    const outcome = expect(getHeaderData(tenant)).rejects.toMatchObject({ code: 'network_error', message: 'No answer within 2000 ms' });
    await vi.advanceTimersByTimeAsync(2000);
    await outcome;
  });

  it('the home page fails instead of rendering empty rails when an event list fails', async () => {
    const tenant = tenantWithOwnApi();
    server.use(
      http.get(`${tenant.api_base}api/event/grouped_sport_count`, () => HttpResponse.json(sports)),
      http.post(`${tenant.api_base}api/identity/list`, () => HttpResponse.json(noLeagues)),
      http.post(`${tenant.api_base}api/event/list`, () => HttpResponse.error()),
    );
    const registry = await import('@/lib/tenant/registry');
    vi.spyOn(registry, 'getTenant').mockReturnValue(tenant);
    await expect(HomeContent({ tenantId: tenant.id, locale: 'en' })).rejects.toMatchObject({ code: 'network_error' });
  });
});
