/**
 * The signed-in viewer's own pages (SPEC §2, §6, §7): /recommendation/ (the editors' picks before
 * anything is followed, then the games of what is followed) and the watchlist (the bookmark on an
 * event page and on a card, /selected/videos/, removing from there). Visitors are sent to sign in.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { hydrated, newViewer, signInAs, type Viewer } from './support/browse';
import { seedEvents } from './watch-support';
import { waitForReact } from './support/portal';

const METRO = { id: 'lg-metro', title: 'Metro Basketball League' };

async function follow(request: APIRequestContext, viewer: Viewer, referenceId: string) {
  const res = await request.post('/api/follow/save', {
    headers: { 'X-Authorization': `Bearer ${viewer.token}` },
    data: { reference_id: referenceId, type: 'identity_item' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The games of one league or team in these states, as the platform lists them. */
async function listedIds(request: APIRequestContext, identityId: string, status: string[]): Promise<{ ids: string[]; total: number }> {
  const res = await request.post('/api/event/list', { data: { page: 0, size: 100, filters: { 'identities.id': [identityId], status } } });
  expect(res.status()).toBe(200);
  const list = (await res.json()) as { entries: { id: string }[]; totalCount: number };
  return { ids: list.entries.map((e) => e.id), total: list.totalCount };
}

/** Event ids linked from the cards under a locator. */
const linkedIds = (cards: Locator) =>
  cards.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.split('/')[2]!));

/** The card of one event in a list (titles repeat across a season; the link does not). */
const card = (page: Page, id: string) => page.getByRole('article').filter({ has: page.getByRole('link').and(page.locator(`[href="/events/${id}/"]`)) });

async function watchlistIds(request: APIRequestContext, viewer: Viewer): Promise<string[]> {
  const res = await request.get('/api/user/get_watchlist?page=0&size=50', { headers: { 'X-Authorization': `Bearer ${viewer.token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { entries: { id: string }[] }).entries.map((e) => e.id);
}

test("recommendations: the editors' picks and a way to follow before anything is followed", async ({ page, context }) => {
  const viewer = await newViewer(page, 'recommend-empty');
  await signInAs(context, viewer);
  await page.goto('/recommendation/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recommended for you');
  await expect(page.getByText('Follow leagues and teams to get recommendations made for you.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose what to follow' })).toHaveAttribute('href', '/following/league/');
  const picks = page.getByRole('region', { name: 'Our picks' });
  await expect(picks.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Past games' })).toHaveCount(0);
});

test('recommendations: after following a league, only its games, live and upcoming first and then past', async ({ page, context }) => {
  const viewer = await newViewer(page, 'recommend-follow');
  await follow(page.request, viewer, METRO.id);
  await signInAs(context, viewer);
  const metro = await listedIds(page.request, METRO.id, ['archived']);
  const { ids: liveAndUpcoming } = await listedIds(page.request, METRO.id, ['live', 'upcoming']);

  await page.goto('/recommendation/');
  const past = page.getByRole('region', { name: 'Past games' });
  await expect(past.getByText(`of ${metro.total} shown`)).toBeVisible({ timeout: 20_000 });
  const pastIds = await linkedIds(past.getByRole('article'));
  expect(pastIds.length).toBeGreaterThan(0);
  expect(metro.ids).toEqual(expect.arrayContaining(pastIds));
  const current = page.getByRole('region', { name: 'From your teams and leagues' }).getByRole('article');
  await expect(current.first()).toBeVisible();
  const currentIds = await linkedIds(current);
  expect(liveAndUpcoming).toEqual(expect.arrayContaining(currentIds));
  for (const text of await current.allInnerTexts()) expect(text).toMatch(/^(live|upcoming)\b/i);
  await expect(page.getByRole('region', { name: 'Our picks' })).toHaveCount(0);
});

test('the watchlist: saved from an event page and from a card, listed on /selected/videos/, removed there', async ({ page, context }) => {
  test.setTimeout(90_000);
  const viewer = await newViewer(page, 'watchlist');
  await signInAs(context, viewer);
  // One game saved from a card of /archive/, another (with another title) from its own page.
  await page.goto('/archive/');
  const firstCard = page.getByRole('main').getByRole('article').first();
  const second = { id: (await linkedIds(firstCard))[0]!, title: await firstCard.getByRole('heading').innerText() };
  const first = (await seedEvents(page.request, 'archived')).find((e) => e.isEventAvailableInUserRegion && e.title !== second.title);

  await page.goto('/selected/videos/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My watchlist');
  await expect(page.getByText('Your watchlist is empty. Use the bookmark on any game to save it for later.')).toBeVisible();

  await page.goto(`/events/${first!.id}/`);
  // The bookmark turns at once (optimistic); a page load before the call returns would cancel it.
  const added = page.waitForResponse((r) => r.url().includes('/api/user/add_to_watchlist') && r.ok());
  const bookmark = page.getByRole('button', { name: `Add ${first!.title} to your watchlist` });
  // The button is in the server HTML: a click before React owns it does nothing (seen beside a CPU hog).
  await waitForReact(bookmark);
  await bookmark.click();
  await expect(page.getByRole('button', { name: `Remove ${first!.title} from your watchlist` })).toHaveAttribute('aria-pressed', 'true');
  await added;

  await page.goto('/archive/');
  await hydrated(page);
  await card(page, second.id)
    .getByRole('button', { name: `Add ${second.title} to your watchlist` })
    .click();
  await expect(card(page, second.id).getByRole('button', { name: `Remove ${second.title} from your watchlist` })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => watchlistIds(page.request, viewer)).toEqual(expect.arrayContaining([first!.id, second.id]));

  await page.goto('/selected/videos/');
  const list = page.getByRole('list', { name: 'My watchlist' });
  await expect(list.getByRole('article')).toHaveCount(2);
  await expect(card(page, first!.id)).toBeVisible();
  await expect(card(page, second.id)).toBeVisible();

  await hydrated(page);
  await card(page, first!.id)
    .getByRole('button', { name: `Remove ${first!.title} from your watchlist` })
    .click();
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(card(page, second.id)).toBeVisible();
  await page.reload();
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(card(page, first!.id)).toHaveCount(0);
  expect(await watchlistIds(page.request, viewer)).toEqual([second.id]);

  await hydrated(page);
  // The last game leaves the page at once too, not when the list comes back from the platform (held here).
  let release = () => {};
  const reloadHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/get_watchlist?**', async (route) => {
    await reloadHeld;
    await route.continue();
  });
  await card(page, second.id)
    .getByRole('button', { name: `Remove ${second.title} from your watchlist` })
    .click();
  await expect(page.getByText('Your watchlist is empty. Use the bookmark on any game to save it for later.')).toBeVisible();
  await expect(card(page, second.id)).toHaveCount(0);
  release();
  await page.unrouteAll({ behavior: 'wait' });
  await page.reload();
  await expect(page.getByText('Your watchlist is empty. Use the bookmark on any game to save it for later.')).toBeVisible();
});

test('a visitor gets no bookmark, and the personal pages send them to sign in first', async ({ page }) => {
  const [event] = await seedEvents(page.request, 'archived');
  await page.goto(`/events/${event!.id}/`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event!.title);
  await expect(page.getByRole('button', { name: /to your watchlist$/ })).toHaveCount(0);
  for (const path of ['/selected/videos/', '/recommendation/']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(`/auth/login/?returnTo=${encodeURIComponent(path)}`);
  }
});
