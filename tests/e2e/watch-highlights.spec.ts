/**
 * The event page's highlights (SPEC §3 context kinds game, player, user; §4 'Event page load'): the
 * game and player highlight rails hold the platform's highlights of the event and open them; a
 * tenant without player highlights shows no player rail; a signed-in viewer's own highlights and
 * clips of the event are listed beside the player, for that viewer only.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { hydrated, newViewer, signInAs, type Viewer } from './support/browse';
import { CLUB_URL } from './support/portal';

test.use({ autoplay: true });

interface Highlight {
  id: string;
  title: string;
  parentEventId: string;
  contextType: 'game' | 'player';
}

/** The first archived event (in id order) with highlights in both contexts, and its highlights. */
async function eventWithHighlights(request: APIRequestContext): Promise<{ eventId: string; game: Highlight[]; player: Highlight[] }> {
  const res = await request.post('/api/event/list', { data: { page: 0, size: 200, filters: { media_type: 'highlight' } } });
  expect(res.status()).toBe(200);
  const { entries } = (await res.json()) as { entries: Highlight[] };
  const parents = [...new Set(entries.map((h) => h.parentEventId))].sort();
  const eventId = parents.find((id) => ['game', 'player'].every((kind) => entries.some((h) => h.parentEventId === id && h.contextType === kind)));
  if (!eventId) throw new Error('no event in the seed has game and player highlights');
  const list = async (type: 'game' | 'player') => {
    const answer = await request.post('/api/clip/list', { data: { event_id: eventId, type, page: 0, size: 24 } });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { entries: Highlight[] }).entries;
  };
  return { eventId, game: await list('game'), player: await list('player') };
}

const rail = (page: Page, name: string) => page.getByRole('region', { name });
const cardLinks = (page: Page, name: string) => rail(page, name).getByRole('article').getByRole('heading').getByRole('link');

test("the game and player highlight rails hold the event's highlights, and a highlight opens as its own item", async ({ page }) => {
  const { eventId, game, player } = await eventWithHighlights(page.request);
  await page.goto(`/events/${eventId}/`);
  await expect(cardLinks(page, 'Game highlights')).toHaveText(game.map((h) => h.title));
  await expect(cardLinks(page, 'Player highlights')).toHaveText(player.map((h) => h.title));
  await expect(rail(page, 'Game highlights').getByRole('heading', { level: 2 })).toHaveText('Game highlights');

  await hydrated(page);
  const highlight = player[0]!;
  await cardLinks(page, 'Player highlights').filter({ hasText: highlight.title }).click();
  await expect(page).toHaveURL(`/events/${highlight.id}/?media_type=highlight`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(highlight.title);
  // A highlight's page shows the rails of the game it comes from.
  await expect(cardLinks(page, 'Game highlights')).toHaveText(game.map((h) => h.title));
});

test('a tenant without player highlights shows the game highlights rail only', async ({ page }) => {
  const { eventId, game } = await eventWithHighlights(page.request);
  const playerLists: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/clip/list') && r.postDataJSON()?.type === 'player' && playerLists.push(r.url()));
  await page.goto(`${CLUB_URL}/events/${eventId}/`);
  await expect(cardLinks(page, 'Game highlights')).toHaveText(game.map((h) => h.title));
  await hydrated(page);
  await expect(rail(page, 'Player highlights')).toHaveCount(0);
  expect(playerLists).toEqual([]);
});

async function createUserMedia(
  request: APIRequestContext,
  viewer: Viewer,
  eventId: string,
  title: string,
  mediaType: 'user_clip' | 'user_highlight',
): Promise<string> {
  const res = await request.post('/api/clip/create', {
    headers: { 'X-Authorization': `Bearer ${viewer.token}` },
    data: { title, event_id: eventId, media_type: mediaType, startTime: 2000, endTime: 9000 },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { content: { id: string } }).content.id;
}

test("a signed-in viewer's own highlights and clips of the event are listed beside the player, for that viewer only", async ({ page, context, browser }) => {
  test.setTimeout(90_000);
  const { eventId, game } = await eventWithHighlights(page.request);
  const viewer = await newViewer(page, 'user-highlights');
  const suffix = Date.now().toString(36);
  const highlightTitle = `My best moments ${suffix}`;
  const clipTitle = `The equaliser ${suffix}`;
  const highlightId = await createUserMedia(page.request, viewer, eventId, highlightTitle, 'user_highlight');
  await createUserMedia(page.request, viewer, eventId, clipTitle, 'user_clip');
  await signInAs(context, viewer);

  await page.goto(`/events/${eventId}/`);
  const side = page.getByRole('complementary', { name: 'Your clips and tags' });
  const mine = side.getByRole('list', { name: 'My clips' });
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  await expect(side.getByText('2 clips')).toBeVisible();
  await expect(mine.getByRole('listitem').filter({ hasText: highlightTitle })).toContainText('Highlight');
  await expect(mine.getByRole('listitem').filter({ hasText: clipTitle })).toContainText('Clip');
  // The viewer's own highlight is not one of the game's.
  await expect(cardLinks(page, 'Game highlights')).toHaveText(game.map((h) => h.title));

  await hydrated(page);
  await mine.getByRole('link', { name: highlightTitle }).click();
  await expect(page).toHaveURL(`/events/${highlightId}/?media_type=user_highlight`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(highlightTitle);

  // Another viewer of the same event sees none of them.
  const otherContext = await browser.newContext();
  try {
    const other = await otherContext.newPage();
    const stranger = await newViewer(other, 'stranger');
    await signInAs(otherContext, stranger);
    await other.goto(`/events/${eventId}/`);
    await expect(other.getByRole('complementary', { name: 'Your clips and tags' }).getByText('You have no clips of this event yet.')).toBeVisible();
    await expect(other.getByText(highlightTitle)).toHaveCount(0);
  } finally {
    await otherContext.close();
  }
});
