/** SPEC §2 locales: document language and direction, detection order and the locale switcher. */
import { expect, test } from './support/test';
import { DEMO_URL, waitForHydration } from './support/portal';

const DAY_S = 24 * 60 * 60;

for (const { locale, path, dir } of [
  { locale: 'en', path: '/', dir: 'ltr' },
  { locale: 'he', path: '/he/', dir: 'rtl' },
  { locale: 'ko', path: '/ko/', dir: 'rtl' },
  { locale: 'de', path: '/de/', dir: 'ltr' },
]) {
  test(`${path} renders <html lang="${locale}" dir="${dir}">`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
  });
}

test.describe('detection', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' } });

  test('without a locale cookie the browser language decides', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/de/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('the NEXT_LOCALE cookie wins over Accept-Language', async ({ page, context }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'he', url: DEMO_URL }]);
    await page.goto('/');
    await expect(page).toHaveURL('/he/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('fallback', () => {
  test.use({ locale: 'ja-JP', extraHTTPHeaders: { 'Accept-Language': 'ja-JP,ja;q=0.9' } });

  test('a browser language the portal does not offer falls back to English', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('the locale switcher moves to the chosen language and remembers it for a year (SameSite=Lax)', async ({ page, context }) => {
  await page.goto('/faq/?from=footer');
  await waitForHydration(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
  await expect(page).toHaveURL('/de/faq/?from=footer');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('de');
  expect(cookie?.sameSite).toBe('Lax');
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(364 * DAY_S);
  expect(lifetime).toBeLessThanOrEqual(366 * DAY_S);

  // The remembered choice brings an unprefixed visit back to German.
  await page.goto('/');
  await expect(page).toHaveURL('/de/');
});

test('switching to Hebrew turns the document right-to-left without a reload by hand', async ({ page }) => {
  await page.goto('/faq/');
  await waitForHydration(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'עברית' });
  await expect(page).toHaveURL('/he/faq/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
});
