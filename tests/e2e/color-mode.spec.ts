/** SPEC §2/§4/§9 colour mode: system default, the switcher, theme-color and forced-mode routes. */
import { expect, test, type APIResponse, type Page, type Response } from './support/test';
import { CLUB_URL, expectColorMode, THEME_COLOR, waitForReact } from './support/portal';

async function chooseColorMode(page: Page, label: 'Light' | 'Dark' | 'System') {
  const select = page.getByRole('combobox', { name: 'Colour mode' });
  await expect(select).toBeEnabled();
  await select.selectOption({ label });
}

/** The theme-color metas of a page's HTML as the server sent it, before any script has run. */
async function themeColorMetas(response: APIResponse | Response | null) {
  expect(response?.status()).toBe(200);
  return [...(await response!.text()).matchAll(/<meta\b[^>]*\bname="theme-color"[^>]*>/g)].map(([tag]) => ({
    media: /\bmedia="([^"]*)"/.exec(tag)?.[1] ?? null,
    content: /\bcontent="([^"]*)"/.exec(tag)?.[1],
  }));
}

test('the server HTML carries theme-color: both colours by OS scheme where the mode follows the system, one where it is forced', async ({ page, request }) => {
  expect(await themeColorMetas(await request.get('/faq/'))).toEqual([
    { media: '(prefers-color-scheme: light)', content: THEME_COLOR.light },
    { media: '(prefers-color-scheme: dark)', content: THEME_COLOR.dark },
  ]);
  expect(await themeColorMetas(await request.get('/channels/ch-sports-24/'))).toEqual([{ media: null, content: THEME_COLOR.dark }]);
  expect(await themeColorMetas(await request.get('/open-app/'))).toEqual([{ media: null, content: THEME_COLOR.light }]);
  // The dark-only club tenant (through the browser: Node cannot resolve *.localhost).
  expect(await themeColorMetas(await page.goto(`${CLUB_URL}/faq/`))).toEqual([{ media: null, content: THEME_COLOR.dark }]);
});

test.describe('with a dark OS', () => {
  test.use({ colorScheme: 'dark' });

  test('the system preference gives the dark theme and theme-color #0f1624', async ({ page }) => {
    await page.goto('/faq/');
    await expectColorMode(page, 'dark');
  });

  test('choosing Light in the colour mode switcher turns the page light and is remembered', async ({ page }) => {
    await page.goto('/faq/');
    await chooseColorMode(page, 'Light');
    await expectColorMode(page, 'light');
    const stored = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.endsWith('color-mode')));
    expect(stored).toEqual([expect.stringMatching(/color-mode$/), 'light']);
    await page.reload();
    await expectColorMode(page, 'light');
    await expect(page.getByRole('combobox', { name: 'Colour mode' })).toHaveValue('light');
    // Both server metas now carry the chosen colour, and hydration added none.
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
    expect(await page.locator('meta[name="theme-color"]').evaluateAll((all: HTMLMetaElement[]) => all.map((m) => m.content))).toEqual([
      THEME_COLOR.light,
      THEME_COLOR.light,
    ]);
  });

  test('a chosen mode is applied from the top of the HTML, before the stylesheet, without the app’s scripts', async ({ page }) => {
    await page.goto('/faq/');
    await chooseColorMode(page, 'Light');
    await expectColorMode(page, 'light');
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    const html = await (await page.reload())!.text();
    // A script after the stylesheet would wait for it, and the page would be read only after (docs/performance.md).
    const modeScript = html.search(/<script>[^<]*color-mode/);
    expect(modeScript).toBeGreaterThan(-1);
    expect(modeScript).toBeLessThan(html.indexOf('rel="stylesheet"'));
    await expect(page.locator('html')).toHaveClass(/(^|\s)light(\s|$)/);
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
  });

  test('after a forced dark page, a client-side navigation brings back the chosen light theme-color', async ({ page }) => {
    await page.goto('/faq/');
    await chooseColorMode(page, 'Light');
    await page.goto('/channels/ch-sports-24/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo Sports 24');
    await expectColorMode(page, 'dark');
    const signInLink = page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true });
    await waitForReact(signInLink);
    await signInLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await expectColorMode(page, 'light');
  });
});

test.describe('with a light OS', () => {
  test.use({ colorScheme: 'light' });

  test('the system preference gives the light theme and theme-color #f4f7fc', async ({ page }) => {
    await page.goto('/faq/');
    await expectColorMode(page, 'light');
  });

  test('the system preference follows the OS when it changes', async ({ page }) => {
    await page.goto('/faq/');
    await expectColorMode(page, 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectColorMode(page, 'dark');
  });

  test('choosing Dark in the colour mode switcher turns the page dark', async ({ page }) => {
    await page.goto('/faq/');
    await chooseColorMode(page, 'Dark');
    await expectColorMode(page, 'dark');
    await chooseColorMode(page, 'System');
    await expectColorMode(page, 'light');
  });

  test('/channels/{id}/ forces dark over a stored light preference until the next navigation', async ({ page }) => {
    await page.goto('/faq/');
    await chooseColorMode(page, 'Light');
    await page.goto('/channels/ch-sports-24/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo Sports 24');
    await expectColorMode(page, 'dark');
    // The switcher cannot override a forced page.
    await expect(page.getByRole('combobox', { name: 'Colour mode' })).toBeDisabled();

    // A client-side navigation (the document survives) ends the forcing.
    const signInLink = page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true });
    await waitForReact(signInLink);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await signInLink.click();
    await expect(page).toHaveURL(/\/auth\/login\/(\?|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await expectColorMode(page, 'light');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});

test.describe('with a dark OS and a stored dark preference', () => {
  test.use({ colorScheme: 'dark' });

  test('/open-app/ forces light, and the preference applies again on the next page', async ({ page }) => {
    await page.goto('/faq/');
    await chooseColorMode(page, 'Dark');
    await page.goto('/open-app/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open the app');
    await expectColorMode(page, 'light');

    await page.goBack();
    await expect(page).toHaveURL('/faq/');
    await expectColorMode(page, 'dark');
  });
});
