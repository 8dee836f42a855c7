/**
 * The portal through a platform API outage, on a stack of its own (support/outage-stack.ts): the
 * API is replaced by a TCP server that accepts connections and never answers. Cached pages (the
 * home and league pages, revalidated every 30 s) keep serving their last good copy after a failed
 * regeneration instead of empty rails; a page rendered per request answers within the deadline,
 * with the temporarily-unavailable page (503, Retry-After) once the API's circuit is open; and
 * everything recovers when the API is back.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { external } from './support/auth';
import { eventLinks } from './support/browse';
import { expect, test } from './support/test';
import { startOutageStack, type OutageStack } from './support/outage-stack';

test.skip(external, 'starts its own reference API and takes it away');
test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** `export const revalidate` of the home and league pages (app/[tenant]/[locale]/(home)/page.tsx, league/[leagueId]/page.tsx). */
const REVALIDATE_S = 30;
/** The default deadline (API_TIMEOUT_MS, 3 s) plus rendering: no answer may take longer. */
const ANSWER_WITHIN_MS = 5_000;
const LEAGUE = '/league/lg-premier/';

let stack: OutageStack;
test.beforeAll(async () => {
  test.setTimeout(200_000);
  stack = await startOutageStack();
});
test.afterAll(async () => {
  await stack?.stop();
});

async function timedGet(request: APIRequestContext, path: string): Promise<{ res: APIResponse; ms: number; html: string }> {
  const started = Date.now();
  // A hung answer fails here rather than at the test's time limit.
  const res = await request.get(`${stack.url}${path}`, { timeout: 15_000, maxRedirects: 0 });
  const html = await res.text();
  return { res, ms: Date.now() - started, html };
}

/** What makes the home page the real one: its rails' headings and the events they link to. */
function expectGoodHome(html: string, warmIds: string[]) {
  expect(html).toContain('Coming up');
  expect(eventLinks(html)).toEqual(expect.arrayContaining(warmIds));
}

function expectGoodLeague(html: string, warmIds: string[]) {
  expect(html).toMatch(/<h1[^>]*>Premier Division<\/h1>/);
  expect(eventLinks(html)).toEqual(expect.arrayContaining(warmIds));
}

test('cached pages outlive an outage, per-request pages fail fast with 503, and all recovers', async ({ request, page }) => {
  // Warm the cache: the first visit renders and stores each page.
  const home = await timedGet(request, '/');
  expect(home.res.status()).toBe(200);
  const homeIds = eventLinks(home.html);
  expect(homeIds.length).toBeGreaterThanOrEqual(10);
  expectGoodHome(home.html, homeIds);
  const league = await timedGet(request, LEAGUE);
  expect(league.res.status()).toBe(200);
  const leagueIds = eventLinks(league.html);
  expect(leagueIds.length).toBeGreaterThan(3);
  const eventId = homeIds[0]!;
  const cachedEvent = `/events/${encodeURIComponent(eventId)}/`;
  // With a start time the event page is rendered per request (the plain one is cached).
  const perRequestEvent = `${cachedEvent}?t=5`;
  expect((await timedGet(request, cachedEvent)).res.status()).toBe(200);

  await stack.hangApi();
  // Past the revalidate window: the next visit serves the stale copy and regenerates in the background.
  await page.waitForTimeout((REVALIDATE_S + 2) * 1000);
  for (const [path, good, ids] of [
    ['/', expectGoodHome, homeIds],
    [LEAGUE, expectGoodLeague, leagueIds],
  ] as const) {
    const stale = await timedGet(request, path);
    expect(stale.res.status()).toBe(200);
    expect(stale.ms).toBeLessThan(ANSWER_WITHIN_MS);
    good(stale.html, ids);
  }
  // The regenerations give up at the deadline and fail; the cache must still hold the good pages.
  await page.waitForTimeout(5_000);
  for (const [path, good, ids] of [
    ['/', expectGoodHome, homeIds],
    [LEAGUE, expectGoodLeague, leagueIds],
  ] as const) {
    const after = await timedGet(request, path);
    expect(after.res.status()).toBe(200);
    expect(after.ms).toBeLessThan(ANSWER_WITHIN_MS);
    good(after.html, ids);
  }
  const event = await timedGet(request, cachedEvent);
  expect(event.res.status(), 'the cached event page through the outage').toBe(200);
  expect(event.html).toMatch(/"@type":"(?:SportsEvent|BroadcastEvent)"/);

  // Rendered per request: never a hang; 503 from the first failure (the render's error, then, once the
  // failures have opened the circuit, the proxy's page at once), never kept by a cache.
  for (let attempt = 0; attempt < 4; attempt++) {
    for (const path of ['/search/?q=x', perRequestEvent]) {
      const answer = await timedGet(request, path);
      expect(answer.ms, path).toBeLessThan(ANSWER_WITHIN_MS);
      expect(answer.res.status(), path).toBe(503);
      expect(Number(answer.res.headers()['retry-after']), path).toBeGreaterThanOrEqual(1);
      expect(answer.res.headers()['cache-control'], path).toBe('no-store');
      expect(answer.html, path).toContain('Temporarily unavailable');
    }
  }

  // In the browser: the branded page in the viewer's locale, with its retry link, and no stack trace.
  // (The circuit half-opens every 10 s for one trial call, whose render fails at the deadline: poll.)
  await expect.poll(async () => (await page.goto(`${stack.url}/de${perRequestEvent}`))?.status(), { timeout: 30_000, intervals: [500] }).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vorübergehend nicht verfügbar');
  await expect(page.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute('href', `/de${perRequestEvent}`);
  await expect(page.locator('body')).not.toContainText(/at .+\.js:\d+/);

  await stack.restoreApi();
  // The circuit lets a trial call through after its back-off; then pages render again.
  await expect.poll(async () => (await timedGet(request, '/search/?q=x')).res.status(), { timeout: 40_000, intervals: [1_000] }).toBe(200);
  expect((await timedGet(request, perRequestEvent)).res.status()).toBe(200);
  const recovered = await timedGet(request, '/');
  expect(recovered.res.status()).toBe(200);
  expectGoodHome(recovered.html, []);
});

test('the API stopped while a viewer browses: pages rendered per request fail fast, then the 503 page, and come back with the API', async ({
  request,
  page,
}) => {
  const eventId = eventLinks((await timedGet(request, '/')).html)[0]!;
  const cachedPath = `/events/${encodeURIComponent(eventId)}/`;
  // With a start time the event page is rendered per request (the plain one is cached).
  const eventPath = `${cachedPath}?t=5`;
  expect((await timedGet(request, cachedPath)).res.status()).toBe(200);
  await page.goto(`${stack.url}${eventPath}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Temporarily unavailable');

  await stack.stopApi();
  // Refused connections: each answer at once, the branded page once the circuit has opened.
  for (let attempt = 0; attempt < 8; attempt++) {
    const answer = await timedGet(request, attempt % 2 ? eventPath : '/search/?q=y');
    expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(answer.res.status()).toBe(503);
  }
  await expect.poll(async () => (await page.reload())?.status(), { timeout: 20_000, intervals: [500] }).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Temporarily unavailable');
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', eventPath);
  // The cached event page stays: past its 10 s window the failed regeneration keeps the last good copy.
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  for (let attempt = 0; attempt < 2; attempt++) {
    const cached = await timedGet(request, cachedPath);
    expect(cached.res.status(), 'the cached event page through the outage').toBe(200);
    expect(cached.html).toMatch(/"@type":"(?:SportsEvent|BroadcastEvent)"/);
  }

  await stack.startApi();
  // Once the circuit lets a trial call through, the viewer's next try gets the page back.
  await expect.poll(async () => (await page.reload())?.status(), { timeout: 40_000, intervals: [1_000] }).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Temporarily unavailable');
});
