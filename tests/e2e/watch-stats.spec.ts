/**
 * The stats page (SPEC §3 'Statistics'): an event with match stats shows its score table and game stats
 * (with the values as text and as a table); one without shows an empty state, not an error; an
 * unknown id is the 404 page; axe finds no serious issue (dark, and Hebrew).
 */
import { expect, test, type APIRequestContext } from './support/test';
import { seriousAxeViolations } from './support/axe';
import { hydrated } from './support/browse';

interface StatsSeedEvent {
  id: string;
  title: string;
  isEnabledVidswapStats: boolean;
  isEventAvailableForUser: boolean;
  isEventAvailableInUserRegion: boolean;
}

/** Archived events in id order; the first that matches (the seed is deterministic). */
async function pick(request: APIRequestContext, match: (e: StatsSeedEvent) => boolean): Promise<StatsSeedEvent> {
  const res = await request.post('/api/event/list', { data: { page: 0, size: 200, sort: 'order', order: 'asc', filters: { status: ['archived'] } } });
  expect(res.status()).toBe(200);
  const { entries } = (await res.json()) as { entries: StatsSeedEvent[] };
  const found = entries.sort((a, b) => a.id.localeCompare(b.id)).find(match);
  if (!found) throw new Error('no archived event in the seed matches');
  return found;
}

const withStats = (e: StatsSeedEvent) => e.isEnabledVidswapStats && e.isEventAvailableForUser && e.isEventAvailableInUserRegion;
const withoutStats = (e: StatsSeedEvent) => !e.isEnabledVidswapStats && e.isEventAvailableForUser && e.isEventAvailableInUserRegion;

test('an event with stats shows its score table and game stats on the server-rendered page', async ({ page }) => {
  const event = await pick(page.request, withStats);
  const res = await page.goto(`/events/stats/${event.id}/`);
  expect(res?.status()).toBe(200);
  // Rendered on the server: in the HTML before any script runs.
  const html = (await res?.text()) ?? '';
  expect(html).toContain('data-testid="stats-panel"');
  const panel = page.getByTestId('stats-panel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
  await expect(panel.getByRole('heading', { name: 'Match statistics' })).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Score by period' })).toBeVisible();
  const gameStats = panel.getByRole('table', { name: 'Game stats' });
  await expect(gameStats).toBeAttached();
  expect(await gameStats.getByRole('row').count()).toBeGreaterThan(1);
  // Bars carry their values as text, not colour only.
  await expect(page.getByTestId('stats-bars').locator('li').first()).toContainText(/\d/);
});

test('an event without stats shows an empty state, not an error', async ({ page }) => {
  const event = await pick(page.request, withoutStats);
  const res = await page.goto(`/events/stats/${event.id}/`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
  await expect(page.getByTestId('stats-empty')).toBeVisible();
  await expect(page.getByTestId('stats-panel')).toHaveCount(0);
});

test('an unknown event id on the stats page is a 404', async ({ page }) => {
  const res = await page.goto('/events/stats/no-such-event-404/');
  expect(res?.status()).toBe(404);
});

for (const variant of [
  { name: 'dark', prefix: '' },
  { name: 'Hebrew', prefix: '/he' },
] as const) {
  test(`stats page has no serious or critical axe violation (${variant.name})`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: 'dark' });
    const event = await pick(page.request, withStats);
    const res = await page.goto(`${variant.prefix}/events/stats/${event.id}/`);
    expect(res?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByTestId('stats-panel')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
