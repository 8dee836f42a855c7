/**
 * The display settings of SPEC §1 and §3, one test each: a second portal runs the demo tenant with
 * gender classification, real kickoff time, match stats and game highlights off (TENANT_CONFIG
 * replaces tenants/demo.json), and each test compares what a viewer sees there with the suite's
 * portal, where the demo tenant has them on. The second portal has its own reference API, seeded
 * at its own start, so each side is checked against its own API's data.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { hydrated, newViewer, signInAs } from './support/browse';
import { startStack, type Stack } from './support/stack';
import { external } from './support/auth';
import { DEMO_URL } from './support/portal';

test.skip(external, 'starts its own portal with another tenant file');
// One portal pair for the whole file: its tests run in one worker, after one another.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let off: Stack;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const demo = JSON.parse(readFileSync('tenants/demo.json', 'utf8')) as { settings: Record<string, boolean> };
  const tenant = {
    ...demo,
    settings: { ...demo.settings, gender_classification: false, real_kickoff_time: false, match_stats: false, game_highlights: false },
  };
  off = await startStack('display-off', 40, { portalEnv: { TENANT_CONFIG: JSON.stringify(tenant) } });
});

test.afterAll(async () => {
  await off?.stop();
});

interface ListedEvent {
  id: string;
  title: string;
  date: string;
  gameStartDate: string | null;
  accessType: string;
  ads: unknown[];
  isEnabledVidswapStats: boolean;
  isEventAvailableForUser: boolean;
  isEventAvailableInUserRegion: boolean;
}

/** Archived events of a portal's API, in id order (the seed numbers them). */
async function archived(request: APIRequestContext, origin: string): Promise<ListedEvent[]> {
  const res = await request.post(`${origin}/api/event/list`, { data: { page: 0, size: 200, filters: { status: ['archived'] } } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { entries: ListedEvent[] }).entries.sort((a, b) => a.id.localeCompare(b.id));
}

const freeToWatch = (e: ListedEvent) => e.accessType === 'free' && e.ads.length === 0 && e.isEventAvailableForUser && e.isEventAvailableInUserRegion;

/** The kick-off an event page shows under its title, once the browser has put it in local time. */
async function shownKickoff(page: Page, title: string): Promise<{ iso: string | null; text: string; expected: (iso: string) => Promise<string> }> {
  await hydrated(page);
  const time = page.getByRole('article', { name: title, exact: true }).getByRole('time').first();
  await expect(time).not.toContainText('UTC');
  return {
    iso: await time.getAttribute('datetime'),
    text: await time.innerText(),
    // The card's format (components/event/kickoff-time.tsx) in the page's own time zone.
    expected: (iso) =>
      page.evaluate(
        (value) =>
          new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(value)),
        iso,
      ),
  };
}

test('gender classification: on, the cards of a women\'s league say "Women"; off, no card names a gender', async ({ page }) => {
  const genderOf = (p: Page) =>
    p
      .getByRole('main')
      .getByRole('article')
      .getByText(/^(Women|Men|Mixed)$/);
  await page.goto(`${DEMO_URL}/league/lg-womens/`);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(genderOf(page).first()).toHaveText('Women');
  expect(await genderOf(page).allInnerTexts()).toEqual(expect.arrayContaining(['Women']));

  await page.goto(`${off.url}/league/lg-womens/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Women's Super League");
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await hydrated(page);
  await expect(genderOf(page)).toHaveCount(0);
});

test('real kickoff time: on, an event shows when the game really started; off, its scheduled time', async ({ page }) => {
  const delayed = (e: ListedEvent) => freeToWatch(e) && e.gameStartDate !== null && e.gameStartDate.slice(0, 16) !== e.date.slice(0, 16);

  const on = (await archived(page.request, DEMO_URL)).find(delayed)!;
  await page.goto(`${DEMO_URL}/events/${on.id}/`);
  const real = await shownKickoff(page, on.title);
  expect(real.iso).toBe(on.gameStartDate);
  expect(real.text).toBe(await real.expected(on.gameStartDate!));
  expect(real.text).not.toBe(await real.expected(on.date));

  const offEvent = (await archived(page.request, off.url)).find(delayed)!;
  await page.goto(`${off.url}/events/${offEvent.id}/`);
  const scheduled = await shownKickoff(page, offEvent.title);
  expect(scheduled.iso).toBe(offEvent.date);
  expect(scheduled.text).toBe(await scheduled.expected(offEvent.date));
  expect(scheduled.text).not.toBe(await scheduled.expected(offEvent.gameStartDate!));
});

test('match stats: on, an event with stats shows them beside the player; off, neither the event page nor the stats page shows or asks for them', async ({
  page,
}) => {
  const withStats = (e: ListedEvent) => freeToWatch(e) && e.isEnabledVidswapStats;
  const on = (await archived(page.request, DEMO_URL)).find(withStats)!;
  await page.goto(`${DEMO_URL}/events/${on.id}/`);
  await expect(page.getByRole('heading', { name: 'Match statistics' })).toBeVisible();

  const event = (await archived(page.request, off.url)).find(withStats)!;
  const statsCalls: string[] = [];
  // The stats-off portal's calls only: the page just left may still be asking the other portal.
  page.on('request', (r) => r.url().startsWith(`${off.url}/api/event/stats`) && statsCalls.push(r.url()));
  await page.goto(`${off.url}/events/${event.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
  await hydrated(page);
  await expect(
    page
      .getByRole('region', { name: 'Player highlights' })
      .or(page.getByRole('region', { name: 'Related videos' }))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Match statistics' })).toHaveCount(0);
  expect(statsCalls).toEqual([]);

  await page.goto(`${off.url}/events/stats/${event.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
  await expect(page.getByRole('status').filter({ hasText: 'No statistics are available for this game.' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test("game highlights: off, a viewer's own highlights are left out beside the player while their clips stay", async ({ page, context }) => {
  const event = (await archived(page.request, off.url)).find(freeToWatch)!;
  const viewer = await newViewer(page, 'no-game-highlights', off.url);
  for (const [title, mediaType] of [
    ['Kept clip', 'user_clip'],
    ['Hidden highlight', 'user_highlight'],
  ] as const) {
    const res = await page.request.post(`${off.url}/api/clip/create`, {
      headers: { 'X-Authorization': `Bearer ${viewer.token}` },
      data: { title, event_id: event.id, media_type: mediaType, startTime: 1000, endTime: 6000 },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await signInAs(context, viewer, off.url);
  await page.goto(`${off.url}/events/${event.id}/`);
  const mine = page.getByRole('complementary', { name: 'Your clips and tags' }).getByRole('list', { name: 'My clips' });
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await expect(mine.getByRole('link', { name: 'Kept clip' })).toBeVisible();
  await expect(page.getByText('Hidden highlight')).toHaveCount(0);
  // The platform has both: it is the page that leaves the highlight out.
  const res = await page.request.post(`${off.url}/api/clip/user_list`, {
    headers: { 'X-Authorization': `Bearer ${viewer.token}` },
    data: { page: 0, size: 24, filters: { event_id: event.id } },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(((await res.json()) as { entries: { title: string }[] }).entries.map((e) => e.title).sort()).toEqual(['Hidden highlight', 'Kept clip']);
});
