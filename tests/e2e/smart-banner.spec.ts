/**
 * The smart app banner (SPEC §1, §4, §9) on the demo tenant, which enables it with both store links:
 * shown to mobile browsers other than Safari, closed by a cookie that survives a reload, absent on
 * desktops and in Safari on iPhone; accessible in dark mode and in Hebrew (right to left).
 */
import { devices, expect, test, type Page } from './support/test';
import { seriousAxeViolations } from './support/axe';
import { expectColorMode, watchRequests } from './support/portal';

/** The demo tenant's store links (tenants/demo.json). */
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=com.example.demo';
const APP_STORE = 'https://apps.apple.com/app/id000000000';

/** A device's screen and user agent, in the suite's Chromium. */
function device(name: string) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices[name]!;
  return { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch };
}
const IPHONE_CHROME_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';

const banner = (page: Page, name = 'Get the Demo Sports app') => page.getByRole('complementary', { name });
const BANNER_SELECTOR = 'aside[aria-label]:has(a[href*="apps.apple.com"], a[href*="play.google.com"])';

/**
 * Opens a page and checks that no banner comes. The banner is decided once the page has loaded and
 * gone idle, in the same render that starts the session effects; those expose the test hooks, so
 * their arrival says the decision is made. What it set off (the banner's own code, where the cheap
 * checks pass) has loaded and rendered once the page has settled.
 */
async function expectNoBannerOn(page: Page, open: () => Promise<unknown>) {
  await page.addInitScript(() => window.localStorage.setItem('portal-e2e-hooks', '1'));
  const requests = watchRequests(page);
  await open();
  await page.waitForFunction(() => '__portalTest' in window);
  await requests.settled();
  await expect(page.locator(BANNER_SELECTOR)).toHaveCount(0);
}

test.describe('Chrome on an Android phone', () => {
  test.use(device('Pixel 7'));

  test('shows the Play Store link; closing it from the keyboard sets the cookie, and it stays closed after a reload', async ({ page, context }) => {
    await page.goto('/');
    const bar = banner(page);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Demo Sports');
    await expect(bar).toContainText('On Google Play');
    await expect(bar.getByRole('link', { name: 'Install' })).toHaveAttribute('href', PLAY_STORE);

    const close = bar.getByRole('button', { name: 'Close the app banner' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(bar).toHaveCount(0);
    // Focus goes on to the page's content, not to nowhere.
    await expect(page.locator('#main')).toBeFocused();

    // SPEC §9: 60 minutes in a production build.
    const cookie = (await context.cookies()).find((c) => c.name === 'smart_banner_closed');
    const inAnHour = Date.now() / 1000 + 3600;
    expect(cookie?.expires).toBeGreaterThan(inAnHour - 60);
    expect(cookie?.expires).toBeLessThan(inAnHour + 60);

    await expectNoBannerOn(page, () => page.reload());
    await expectNoBannerOn(page, () => page.goto('/live/'));

    // The cookie is what keeps it away.
    await context.clearCookies({ name: 'smart_banner_closed' });
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });

  test.describe('in dark mode', () => {
    test.use({ colorScheme: 'dark' });

    test('axe finds no serious or critical issue on the banner', async ({ page }) => {
      await page.goto('/');
      await expectColorMode(page, 'dark');
      await expect(banner(page)).toBeVisible();
      expect(await seriousAxeViolations(page, BANNER_SELECTOR)).toEqual([]);
    });
  });

  test('in Hebrew the banner is translated and mirrored, and axe finds no serious or critical issue on it', async ({ page }) => {
    await page.goto('/he/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const bar = banner(page, 'הורידו את האפליקציה של Demo Sports');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('ב-Google Play');
    const close = await bar.getByRole('button', { name: 'סגירת באנר האפליקציה' }).boundingBox();
    const install = await bar.getByRole('link', { name: 'התקנה' }).boundingBox();
    // Right to left: the close button starts the row on the right, the store link ends it on the left.
    expect(close!.x).toBeGreaterThan(install!.x);
    expect(await seriousAxeViolations(page, BANNER_SELECTOR)).toEqual([]);
  });
});

test.describe('Chrome on an iPhone', () => {
  test.use({ ...device('iPhone 15'), userAgent: IPHONE_CHROME_UA });

  test('shows the App Store link', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toContainText('On the App Store');
    await expect(banner(page).getByRole('link', { name: 'Install' })).toHaveAttribute('href', APP_STORE);
  });
});

test.describe('Safari on an iPhone', () => {
  test.use(device('iPhone 15'));

  test('gets no banner (Safari offers apps with its own)', async ({ page }) => {
    await expectNoBannerOn(page, () => page.goto('/'));
  });
});

test.describe('a desktop browser', () => {
  test('gets no banner', async ({ page }) => {
    await expectNoBannerOn(page, () => page.goto('/'));
  });
});
