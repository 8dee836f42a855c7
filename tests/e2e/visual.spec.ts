/**
 * Each tenant's look, pixel by pixel (docs/white-label.md 'QA'): the home page, an event page, the
 * sign-in page and the checkout, in light and dark, left-to-right (en) and right-to-left (he),
 * against baselines committed for the suite's Chromium. `npm run test:visual` runs them once per
 * tenant host (a Playwright project each, as the smoke checks); `npm run test:visual --
 * --update-snapshots` writes new baselines after a deliberate change of look.
 *
 * What changes by itself is held still or covered: the browser's clock is fixed, animations and the
 * caret are off, and what the platform's data moves (the cards of the rails, times, scores, live
 * counts) is masked, so a difference is the tenant's look — its colours, logo, typeface, layout.
 */
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { signIn } from './support/portal';
import { PPV_EVENT } from './support/commerce';
import { expect, test, type Page } from './support/test';

test.use({ viewport: { width: 1024, height: 720 } });

/** A free archived game of the seed: its page is the same every day but for its date. */
const VOD_EVENT = 'ev-0001';
const MODES = ['light', 'dark'] as const;
const LOCALES = ['en', 'he'] as const;

const localized = (locale: string, path: string) => (locale === 'en' ? path : `/${locale}${path}`);

/** What moves with the platform's data or the time of day. */
const moving = (page: Page) => [
  page.locator('main article'),
  page.locator('time'),
  page.locator('[data-status="live"]'),
  page.getByRole('banner').locator('[data-live-count], .badge'),
  page.locator('[role="progressbar"]'),
];

async function shoot(page: Page, path: string, name: string, ready: (page: Page) => Promise<void>) {
  for (const mode of MODES) {
    for (const locale of LOCALES) {
      await page.emulateMedia({ colorScheme: mode });
      // The language is the address's: a cookie left by the previous shot would send '/' to Hebrew.
      await page.context().clearCookies({ name: LOCALE_COOKIE });
      await page.goto(localized(locale, path));
      await ready(page);
      await expect(page).toHaveScreenshot(`${name}-${mode}-${locale}.png`, {
        animations: 'disabled',
        caret: 'hide',
        mask: moving(page),
        // Any change of colour counts (Playwright's default overlooks small ones); a few pixels of text rendering do not.
        threshold: 0,
        maxDiffPixelRatio: 0.002,
      });
    }
  }
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-20T18:00:00Z'));
});

test('@visual the home page', async ({ page }) => {
  await shoot(page, '/', 'home', async (p) => {
    await expect(p.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  });
});

test('@visual an event page', async ({ page }) => {
  await shoot(page, `/events/${VOD_EVENT}/`, 'event', async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('@visual the sign-in page', async ({ page }) => {
  await shoot(page, '/auth/login/', 'login', async (p) => {
    await expect(p.getByRole('main')).toBeVisible();
  });
});

test('@visual the checkout', async ({ page, baseURL }) => {
  await signIn(page, new URL(baseURL!).origin);
  await shoot(page, `/account/ppv/ppv-${PPV_EVENT}/`, 'checkout', async (p) => {
    await expect(p.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });
});
