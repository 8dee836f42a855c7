/**
 * Live updates on lists (SPEC §4 'Live sockets'): an update-event from the operator API changes a card's status
 * and score on an open page, without a reload. The page joins the rooms of the live and upcoming
 * events it shows; the operator's change reaches them over the socket. Lists of live events ask for
 * each one's period and match clock (SPEC §7 extendLiveWithStats), which the cards show.
 */
import { expect, test } from './support/test';
import { hydrated, operatorSetStatus, watchRoomJoins } from './support/browse';

test('an upcoming card turns live, and a live card shows the new score, when the operator changes them', async ({ page }) => {
  test.setTimeout(90_000);
  const joins = watchRoomJoins(page);
  await page.goto('/upcoming/');
  // An upcoming card whose room the page has joined: a cached page may list as upcoming an event
  // another spec has put live since, which the page's own refresh then moves or drops.
  await hydrated(page);
  await expect(page.locator('article[data-kind="upcoming"]').first()).toBeVisible();
  let eventId = '';
  await expect
    .poll(
      async () => {
        const ids = await page.locator('article[data-kind="upcoming"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-event-id') ?? ''));
        eventId = ids.find((id) => id && joins(id) > 0) ?? '';
        return eventId;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');

  const target = page.locator(`article[data-event-id="${eventId}"]`).first();
  await expect(target.locator('[data-status]')).toHaveText('Upcoming');
  await operatorSetStatus(page.request, eventId, { eventStatus: 'LIVE', team1Score: 3, team2Score: 1 });
  await expect(target).toHaveAttribute('data-kind', 'live');
  await expect(target.locator('[data-status="live"]')).toHaveText('Live');
  await expect(target.getByRole('list', { name: 'Teams' }).getByRole('listitem').first()).toContainText('3');

  // Put the catalogue back for the other specs.
  await operatorSetStatus(page.request, eventId, { eventStatus: 'UPCOMING', team1Score: 0, team2Score: 0 });
  await expect(target).toHaveAttribute('data-kind', 'upcoming');
});

test('a live card shows its period and match clock, which lists of live events ask for (extendLiveWithStats)', async ({ page, request }) => {
  const answer = await request.post('/api/event/list', { data: { page: 0, size: 50, filters: { status: ['live'] }, extendLiveWithStats: true } });
  const withStats = ((await answer.json()) as { entries: { id: string; liveStats?: { period: string; clock: string | null } }[] }).entries.find(
    (e) => e.liveStats,
  );
  expect(withStats, 'a seeded live event with stats').toBeDefined();
  await page.goto('/live/');
  const card = page.locator(`article[data-event-id="${withStats!.id}"]`).first();
  // The match clock runs (a minute at a time) and the page may be a few seconds older than the answer above.
  await expect(card.locator('[data-live-stats]')).toHaveText(/^Period [12] · \d+'$/);
});

test('a card of a home page rail, hydrated from the first cards the server sent, takes live changes too', async ({ page }) => {
  test.setTimeout(90_000);
  const joins = watchRoomJoins(page);
  await page.goto('/');
  // The second card: the first is the one the /upcoming/ test above changes.
  const card = page.getByRole('group', { name: 'Coming up' }).locator('article[data-kind="upcoming"]').nth(1);
  await expect(card).toBeVisible();
  const eventId = (await card.getAttribute('data-event-id'))!;
  await expect.poll(() => joins(eventId), { timeout: 20_000 }).toBeGreaterThan(0);

  const target = page.getByRole('group', { name: 'Coming up' }).locator(`article[data-event-id="${eventId}"]`);
  await operatorSetStatus(page.request, eventId, { eventStatus: 'LIVE', team1Score: 2, team2Score: 4 });
  await expect(target).toHaveAttribute('data-kind', 'live');
  await expect(target.getByRole('list', { name: 'Teams' }).getByRole('listitem').last()).toContainText('4');

  await operatorSetStatus(page.request, eventId, { eventStatus: 'UPCOMING', team1Score: 0, team2Score: 0 });
  await expect(target).toHaveAttribute('data-kind', 'upcoming');
});
