/**
 * The channel page (SPEC §2): the 24/7 channel plays and its program guide marks what is on
 * now; a subscription channel shows the poster with the ways in; an unknown id or an item that is not
 * a channel is a 404; axe finds no serious issue (dark, forced by the route, and Hebrew).
 */
import { expect, test } from './support/test';
import { seriousAxeViolations } from './support/axe';
import { currentTime, player } from './player-support';
import { hydrated } from './support/browse';
import { expectColorMode } from './support/portal';

test.use({ autoplay: true });

// Seed channels (server/db/seed/events.ts): a free one and a subscription one.
const FREE_CHANNEL = 'ch-sports-24';
const PAID_CHANNEL = 'ch-classics';

test('a channel shows its current program and plays', async ({ page }) => {
  test.setTimeout(60_000);
  const res = await page.goto(`/channels/${FREE_CHANNEL}/`);
  expect(res?.status()).toBe(200);
  const html = (await res?.text()) ?? '';
  // The guide renders on the server, with the program on air marked.
  expect(html).toContain('data-testid="program-guide"');
  const guide = page.getByTestId('program-guide');
  const current = guide.locator('li[aria-current="true"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('Now playing');
  await expect(guide.locator('li[data-state="next"]')).toHaveCount(1);
  const title = (await current.locator('p.font-semibold').textContent()) ?? '';
  await expect(page.getByTestId('now-playing')).toHaveText(`Now playing: ${title}`);
  await expect(player(page)).toBeVisible();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
});

test('a subscription channel shows the poster with the ways in', async ({ page }) => {
  const res = await page.goto(`/channels/${PAID_CHANNEL}/`);
  expect(res?.status()).toBe(200);
  await expect(page.getByTestId('watch-poster')).toBeVisible();
  await expect(page.getByTestId('watch-poster').getByRole('link').first()).toBeVisible();
  await expect(page.getByTestId('program-guide')).toBeVisible();
});

test('an unknown channel id is a 404', async ({ page }) => {
  const res = await page.goto('/channels/no-such-channel-404/');
  expect(res?.status()).toBe(404);
});

test('an event that is not a channel is a 404 on the channel route', async ({ page }) => {
  const list = await page.request.post('/api/event/list', { data: { page: 0, size: 1, filters: { status: ['archived'] } } });
  const { entries } = (await list.json()) as { entries: { id: string }[] };
  const res = await page.goto(`/channels/${entries[0]?.id ?? 'ev-0001'}/`);
  expect(res?.status()).toBe(404);
});

for (const variant of [
  { name: 'dark', prefix: '' },
  { name: 'Hebrew', prefix: '/he' },
] as const) {
  test(`channel page has no serious or critical axe violation (${variant.name})`, async ({ page }) => {
    test.setTimeout(60_000);
    const res = await page.goto(`${variant.prefix}/channels/${FREE_CHANNEL}/`);
    expect(res?.status()).toBe(200);
    await hydrated(page);
    await expectColorMode(page, 'dark');
    await expect(page.getByTestId('program-guide')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
