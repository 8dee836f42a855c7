/**
 * Keyboard-only use: from the top of the home page, Tab reaches an event card and Enter opens its
 * page. A rail's first cards come in the HTML and the rest when the visitor reaches for it, in
 * either direction of writing.
 */
import { expect, test } from './support/test';
import { hydrated } from './support/browse';

test('keyboard-only use can reach and open an event from home', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.locator('body').focus();
  let href: string | null = null;
  for (let i = 0; i < 80 && !href; i += 1) {
    await page.keyboard.press('Tab');
    href = await page.evaluate(() => {
      const el = document.activeElement;
      return el instanceof HTMLAnchorElement && /\/events\/[^/]+\/$/.test(new URL(el.href).pathname) ? new URL(el.href).pathname : null;
    });
  }
  expect(href, 'an event link receives focus from the keyboard').not.toBeNull();
  // The focused card is visibly marked.
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!, '::after').outlineStyle);
  expect(outline).not.toBe('none');

  // Arrow keys move along the rail.
  const before = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).href);
  await page.keyboard.press('ArrowRight');
  const after = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).href);
  expect(after).not.toBe(before);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/events/[^/]+/$`));
});

test('a rail sends its first five cards in the HTML and shows the rest once the visitor reaches for it', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const rail = page.getByRole('group', { name: 'Latest' });
  const cards = rail.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(5);
  // Keyboard: focusing a card in the rail brings the others, and End reaches the last of them.
  await cards.first().getByRole('link').first().focus();
  await expect(cards).toHaveCount(10);
  await page.keyboard.press('End');
  await expect(cards.last().getByRole('link').first()).toBeFocused();
  // Pointer: hovering another rail does the same.
  const upcoming = page
    .getByRole('group', { name: 'Coming up' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(upcoming).toHaveCount(5);
  await page.getByRole('group', { name: 'Coming up' }).hover();
  await expect(upcoming).toHaveCount(10);
});

test('a right-to-left rail starts at its start and keeps to its first cards until the visitor reaches for it', async ({ page }) => {
  await page.goto('/he/');
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  const rail = page.getByRole('group', { name: 'האחרונים' });
  // Cards of a fractional width left the first snap position 1 px past the start (scrollLeft 1), and
  // the browser scrolled back once the page was laid out again: a scroll that showed every card.
  expect(
    await rail
      .getByRole('list')
      .first()
      .evaluate((track) => track.scrollLeft),
  ).toBe(0);
  await expect(rail.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(5);
});
