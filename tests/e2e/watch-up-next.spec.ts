/**
 * "Up next" beside the player (SPEC §2 'Event detail page'): an anonymous viewer at desktop width
 * gets the live and upcoming events of the event's league first, as links that open them and that
 * Tab reaches; the rows are in the first HTML of the cached address and of a per-request one (?t=)
 * alike, the column sits on the mirrored side in Hebrew, and axe finds no serious issue on the page
 * with it in either colour mode. A league with too few events and the empty state are asked for in
 * the browser when the server had no list: tests/components/up-next-list.test.tsx.
 */
import { UP_NEXT_SIZE } from '@/components/watch/up-next-rules';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { A11Y_LOOKS, seriousAxeViolations } from './support/axe';
import { hydrated } from './support/browse';
import { expectColorMode } from './support/portal';
import { freeWithoutAds, pickEvent, watchPlayer } from './watch-support';

test.use({ autoplay: true });

interface ListEntry {
  id: string;
  title: string;
  eventStatus: string;
}

test.use({ viewport: { width: 1280, height: 800 } });

const upNext = (page: Page) => page.getByRole('region', { name: 'Up next' });
const rowIds = (page: Page) =>
  upNext(page)
    .locator('[data-event-id]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-event-id')));

/** The event the tests open (a free recording that plays) and its league. */
async function playingEvent(request: APIRequestContext) {
  const event = await pickEvent(request, 'archived', freeWithoutAds);
  const res = await request.get(`/api/event/get_by_id/id/${event.id}?idType=id&media_type=event`);
  expect(res.status()).toBe(200);
  const { content } = (await res.json()) as { content: { categories: { id: string; type: string }[] } };
  const league = content.categories.find((c) => c.type === 'league');
  if (!league) throw new Error(`${event.id} has no league`);
  return { event, leagueId: league.id };
}

/** Live and upcoming events as the API lists them (by date), of one league or of all. */
async function currentEvents(request: APIRequestContext, size: number, leagueId?: string): Promise<ListEntry[]> {
  const filters = { status: ['live', 'upcoming'], ...(leagueId ? { 'identities.id': [leagueId] } : {}) };
  const res = await request.post('/api/event/list', { data: { page: 0, size, sort: 'date', order: 'asc', filters } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { entries: ListEntry[] }).entries;
}

const isLive = (e: ListEntry) => e.eventStatus.toLowerCase() === 'live';
const liveFirst = (entries: ListEntry[]) => [...entries.filter(isLive), ...entries.filter((e) => !isLive(e))];

test("beside the player, the league's live and upcoming events come first, in the page's first HTML, and open their events", async ({ page }) => {
  const { event, leagueId } = await playingEvent(page.request);
  const expected = liveFirst((await currentEvents(page.request, UP_NEXT_SIZE + 1, leagueId)).filter((e) => e.id !== event.id)).slice(0, UP_NEXT_SIZE);
  expect(expected.length).toBeGreaterThan(0);

  await page.goto(`/events/${event.id}/`);
  const column = upNext(page);
  await expect(column.getByRole('heading', { level: 2, name: 'Up next' })).toBeVisible();
  await expect.poll(() => rowIds(page)).toEqual(expected.map((e) => e.id));
  await expect(column.getByRole('list').getByRole('link')).toHaveText(expected.map((e) => e.title));

  // Beside the player (to its right, at the same height), not under it.
  const player = (await watchPlayer(page).boundingBox())!;
  const box = (await column.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(player.x + player.width);
  expect(box.y).toBeLessThan(player.y + player.height);

  // Its rows come with the page: the browser asks for no list while the player starts.
  const listsBeforeLoad = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance.getEntriesByType('resource').filter((r) => r.name.includes('/api/event/list') && r.startTime < nav.loadEventEnd).length;
  });
  expect(listsBeforeLoad).toBe(0);

  const first = expected[0]!;
  await column.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(`/events/${first.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
});

test('Tab reaches the Up next links', async ({ page }) => {
  const { event } = await playingEvent(page.request);
  await page.goto(`/events/${event.id}/`);
  await hydrated(page);
  const firstLink = upNext(page).getByRole('listitem').first().getByRole('link');
  await expect(firstLink).toBeVisible();
  const href = await firstLink.getAttribute('href');

  await page.locator('body').focus();
  let reached: string | null = null;
  for (let i = 0; i < 150 && !reached; i += 1) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => (document.activeElement?.closest('[data-testid="up-next"]') ? document.activeElement.getAttribute('href') : null));
  }
  expect(reached, 'a link of Up next receives focus from the keyboard').toBe(href);
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!, '::after').outlineStyle);
  expect(outline).not.toBe('none');
});

test('in Hebrew the column is on the mirrored side, left of the player', async ({ page }) => {
  const { event } = await playingEvent(page.request);
  await page.goto(`/he/events/${event.id}/`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const column = page.getByRole('region', { name: 'הבא בתור' });
  await expect(column.getByRole('listitem').first()).toBeVisible();
  const player = (await watchPlayer(page).boundingBox())!;
  const box = (await column.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(player.x);
  expect(box.y).toBeLessThan(player.y + player.height);
});

test('the cached page and a per-request address (?t=) both hold the column, rows included', async ({ page }) => {
  const { event } = await playingEvent(page.request);
  // The heading and the rows are in the server HTML of both routes.
  for (const path of [`/events/${event.id}/`, `/events/${event.id}/?t=3`]) {
    const html = await (await page.request.get(path)).text();
    const column = html.slice(html.indexOf('id="up-next-title"'), html.indexOf('</section>', html.indexOf('id="up-next-title"')));
    expect(column, path).toMatch(/<li[^>]*>.*href="[^"]*\/events\//s);
  }
  await page.goto(`/events/${event.id}/?t=3`);
  await expect(upNext(page).getByRole('listitem').first().getByRole('link')).toBeVisible();
});

for (const variant of A11Y_LOOKS) {
  test.describe(variant.name, () => {
    test.use({ colorScheme: variant.colorScheme });
    test(`axe finds no serious or critical issue on the event page with Up next (${variant.name})`, async ({ page }) => {
      test.setTimeout(90_000);
      const { event } = await playingEvent(page.request);
      await page.goto(`${variant.prefix}/events/${event.id}/`);
      await hydrated(page);
      await expectColorMode(page, variant.colorScheme);
      await expect(page.getByTestId('up-next').getByRole('listitem').first()).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
}
